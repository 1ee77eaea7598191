import { htmlRoute, type Entry } from '../entry.js';
import { cssRoute, doc, GOOGLE_CSS, GOOGLE_G, MS_CSS, MS_SQUARES, msCard, OKTA_CSS, tok, tok64 } from '../parts/yo-kit.js';

// Sign-in pages the analysts cleared: identity providers on their own hosts, companies' own SSO
// portals, and hosted or on-premises webmail on the provider's or the company's own domain.

export const entries: Entry[] = [
{
  id: 'yo-ok-google-accounts-signin',
  label: 'clean',
  kind: 'idp-own-host',
  url: 'https://accounts.google.com/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com%2Fmail%2Fu%2F0%2F&emr=1&followup=https%3A%2F%2Fmail.google.com%2Fmail%2Fu%2F0%2F&ifkv=ARZ0qKJ' + tok64('ifkv', 40) + '&osid=1&passive=1209600&service=mail&flowName=GlifWebSignIn&flowEntry=ServiceLogin&dsh=S-1184210553%3A1728380000123456',
  body: doc({
    title: 'Gmail',
    css: GOOGLE_CSS,
    head: `<meta name="referrer" content="origin"><link rel="icon" href="//ssl.gstatic.com/images/branding/product/1x/gmail_2020q4_32dp.png">`,
    body: `<div class="wrap"><div class="gcard"><div>${GOOGLE_G}<h1>Sign in</h1><p class="sub">to continue to Gmail</p></div>
<div><form id="identifierForm" action="/v3/signin/_/AccountsSignInUi/data/batchexecute?rpcids=V1UmUe&source-path=%2Fv3%2Fsignin%2Fidentifier&f.sid=-5293018271820383901&bl=boq_identityfrontendauthuiserver_20241006.08_p0&hl=en&_reqid=143071&rt=c" method="post">
<div class="field"><input type="email" class="whsOnd" jsname="YPqjbf" autocomplete="username" spellcheck="false" tabindex="0" aria-label="Email or phone" name="identifier" id="identifierId" dir="ltr" autocapitalize="none" placeholder="Email or phone"></div>
<a class="link" href="/signin/v2/usernamerecovery?flowName=GlifWebSignIn">Forgot email?</a>
<p style="font-size:14px;color:#444;margin-top:32px">Not your computer? Use Guest mode to sign in privately. <a class="link" href="https://support.google.com/chrome/answer/6130773?hl=en">Learn more about using Guest mode</a></p>
<div class="actions"><a class="link" href="https://accounts.google.com/signup/v2/createaccount?service=mail">Create account</a><button type="submit" class="gbtn" id="identifierNext">Next</button></div></form></div></div>
<div class="gfoot"><span>English (United States)</span><span><a href="https://support.google.com/accounts?hl=en">Help</a><a href="https://accounts.google.com/TOS?loc=US&amp;hl=en&amp;privacy=true">Privacy</a><a href="https://accounts.google.com/TOS?loc=US&amp;hl=en">Terms</a></span></div></div>
<script nonce="${tok64('nonce', 22)}">
window.WIZ_global_data={"Qzxixc":"S-1184210553:1728380000123456","SNlM0e":"AFFjAGh${tok64('at', 20)}","cfb2h":"boq_identityfrontendauthuiserver_20241006.08_p0","eptZe":"/v3/signin/_/AccountsSignInUi/","fPDxwd":[97517172,97626542],"nQyAE":{}};
document.getElementById("identifierForm").addEventListener("submit",function(e){if(!document.getElementById("identifierId").value){e.preventDefault();document.getElementById("identifierId").focus()}});
</script>`,
  }),
},
{
  id: 'yo-ok-adfs-harborfreightways',
  label: 'clean',
  kind: 'company-sso-own-domain',
  url: 'https://sts.harborfreightways.com/adfs/ls/?client-request-id=7f2b0c61-3d9e-4a2f-b8c5-2e91d04a6b37&wa=wsignin1.0&wtrealm=urn%3afederation%3aMicrosoftOnline&wctx=estsredirect%3d2%26estsrequest%3drQQIARAA' + tok64('adfsctx', 50) + '&username=j.morales%40harborfreightways.com',
  body: doc({
    title: 'Sign In',
    head: `<meta name="robots" content="noindex, nofollow"><link rel="stylesheet" type="text/css" href="/adfs/portal/css/style.css?id=D74D4D6D5E7F7E0C6F7B2F5C8E9A1B3C4D5E6F7A8B9C0D1E2F3A4B5C6D7E8F9A">`,
    css: `body{margin:0;font-family:"Segoe UI","Segoe",Tahoma,Helvetica,Arial,sans-serif;font-size:14px;color:#262626}
#fullPage{display:flex;min-height:100vh}#brandingWrapper{flex:1;background:#1b3a57 linear-gradient(160deg,#24507a,#102a40)}
#contentWrapper{width:500px;max-width:100%;background:#fff;padding:60px 80px;box-sizing:border-box}
#companyLogo{font-size:20px;font-weight:600;color:#1b3a57;margin-bottom:40px}
#header{font-size:17px;margin-bottom:24px}input.text{width:100%;box-sizing:border-box;height:34px;border:1px solid #b0b0b0;padding:4px 8px;margin-bottom:14px;font-size:14px}
#submitButton{background:#1b3a57;color:#fff;border:0;padding:8px 22px;font-size:14px;cursor:pointer;display:inline-block}
#error{color:#c00;margin-bottom:12px}#footer{margin-top:60px;font-size:12px;color:#666}`,
    body: `<div id="fullPage"><div id="brandingWrapper"></div>
<div id="contentWrapper"><div id="companyLogo">Harbor Freightways</div>
<div id="header">Sign in with your organizational account</div>
<div id="error" role="alert"></div>
<form method="post" id="loginForm" autocomplete="off" novalidate action="/adfs/ls/?client-request-id=7f2b0c61-3d9e-4a2f-b8c5-2e91d04a6b37&amp;wa=wsignin1.0&amp;wtrealm=urn%3afederation%3aMicrosoftOnline">
<input id="userNameInput" name="UserName" type="email" value="j.morales@harborfreightways.com" class="text" spellcheck="false" placeholder="someone@example.com" autocomplete="off">
<input id="passwordInput" name="Password" type="password" class="text" placeholder="Password" autocomplete="off">
<div style="margin:6px 0 16px"><label><input type="checkbox" name="Kmsi" id="kmsiInput" value="true"> Keep me signed in</label></div>
<span id="submitButton" class="submit" tabindex="4" role="button" onKeyPress="if (event && event.keyCode == 32) Login.submitLoginRequest();" onclick="return Login.submitLoginRequest();">Sign in</span>
<input id="optionForms" type="hidden" name="AuthMethod" value="FormsAuthentication"></form>
<div style="margin-top:20px"><a href="https://passwordreset.microsoftonline.com/?whr=harborfreightways.com">Forgot your password?</a></div>
<div id="footer">IT Service Desk: ext. 4357 &middot; &copy; 2024 Harbor Freightways</div></div></div>
<script type="text/javascript">
var Login={userNameInput:"userNameInput",passwordInput:"passwordInput",errorDisplay:"error",
submitLoginRequest:function(){var u=document.getElementById(Login.userNameInput),p=document.getElementById(Login.passwordInput),e=document.getElementById(Login.errorDisplay);
 if(!u.value||u.value.indexOf("@")<0&&u.value.indexOf("\\\\")<0){e.textContent="Enter your user ID in the format \\"domain\\\\user\\" or \\"user@domain\\".";return false}
 if(!p.value){e.textContent="Enter your password.";return false}
 document.forms.loginForm.submit();return false}};
</script>`,
  }),
},
{
  id: 'yo-ok-pingfederate-brightline',
  label: 'clean',
  kind: 'company-sso-own-domain',
  url: 'https://sso.brightlinehealth.org/as/authorization.oauth2?response_type=code&client_id=workday-prod&redirect_uri=https%3A%2F%2Fwd5.myworkday.com%2Fbrightline%2Flogin-saml.htmld&scope=openid%20profile&state=' + tok('pfstate', 24),
  body: doc({
    title: 'Brightline Health | Sign On',
    css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#eef3f1;color:#2b2b2b}
.ping-container{max-width:420px;margin:60px auto;background:#fff;border-radius:6px;box-shadow:0 2px 8px rgba(0,0,0,.1);padding:34px 40px}
.logo{font-size:22px;font-weight:700;color:#1d7a5f;margin-bottom:6px}.logo span{font-weight:300;color:#2b2b2b}
.ping-input-label{font-size:13px;font-weight:600;display:block;margin:14px 0 4px}input[type=text],input[type=password]{width:100%;box-sizing:border-box;height:40px;border:1px solid #b5bfc9;border-radius:3px;padding:0 10px;font-size:15px}
.ping-button{width:100%;height:42px;background:#1d7a5f;color:#fff;border:0;border-radius:3px;font-size:15px;margin-top:22px;cursor:pointer}
.links{font-size:13px;margin-top:16px;display:flex;justify-content:space-between}.links a{color:#1d7a5f}.ping-footer{font-size:11px;color:#777;text-align:center;margin-top:20px}`,
    body: `<div class="ping-container"><div class="logo">Brightline <span>Health</span></div><p style="font-size:14px;color:#555;margin:0 0 10px">Sign on to continue to <b>Workday</b></p>
<form method="POST" action="/as/${tok('pfres', 5)}/resume/as/authorization.ping" autocomplete="off">
<label class="ping-input-label" for="username">Network ID</label><input id="username" type="text" name="pf.username" value="" autocorrect="off" autocapitalize="off">
<label class="ping-input-label" for="password">Password</label><input id="password" type="password" name="pf.pass">
<div style="margin-top:10px;font-size:13px"><label><input type="checkbox" name="pf.rememberUsername"> Remember my username</label></div>
<input type="hidden" name="pf.ok" value=""><input type="hidden" name="pf.cancel" value="">
<button class="ping-button" type="submit" onclick="this.form['pf.ok'].value='clicked'">Sign On</button></form>
<div class="links"><a href="https://pwreset.brightlinehealth.org/">Forgot password?</a><a href="https://it.brightlinehealth.org/help">Trouble signing on?</a></div>
<div class="ping-footer">Authorized use only. Activity on this system is monitored and logged in accordance with Brightline Health policy.</div></div>`,
  }),
},
{
  id: 'yo-ok-auth0-custom-domain-tealpoint',
  label: 'clean',
  kind: 'idp-own-host',
  url: 'https://login.tealpoint.io/u/login?state=hKFo2SB' + tok64('a0state', 60),
  body: doc({
    title: 'Log in | Tealpoint',
    css: `body{margin:0;background:#f3f6f9;font-family:ulp-font,-apple-system,BlinkMacSystemFont,Roboto,Helvetica,sans-serif;color:#1e212a}
main{display:flex;justify-content:center;align-items:center;min-height:100vh}section{width:400px;background:#fff;border-radius:5px;box-shadow:0 12px 40px rgba(0,0,0,.12);padding:40px}
header{text-align:center}header .l{width:52px;height:52px;border-radius:12px;background:#0fa3a3;margin:0 auto 18px}h1{font-size:24px;font-weight:400;margin:0 0 8px}
.input{margin:16px 0}.input input{width:100%;box-sizing:border-box;height:52px;border:1px solid #c9cace;border-radius:3px;padding:0 16px;font-size:16px}
button.c{width:100%;height:52px;background:#0fa3a3;border:0;border-radius:3px;color:#fff;font-size:16px;margin-top:8px}.alt{font-size:14px;text-align:center;margin-top:16px}
.or{display:flex;align-items:center;gap:12px;color:#65676e;font-size:12px;margin:22px 0}.or:before,.or:after{content:"";flex:1;height:1px;background:#c9cace}
.sso{display:flex;align-items:center;gap:12px;border:1px solid #c9cace;border-radius:3px;height:52px;padding:0 16px;font-size:15px;background:#fff;width:100%;box-sizing:border-box;margin-top:8px}`,
    body: `<main><section><header><div class="l"></div><h1>Welcome</h1><p style="font-size:14px">Log in to Tealpoint to continue to Tealpoint Dashboard.</p></header>
<form method="POST" action="/u/login?state=hKFo2SB${tok64('a0state', 60)}" data-form-primary="true"><input type="hidden" name="state" value="hKFo2SB${tok64('a0state', 60)}">
<div class="input"><input id="username" name="username" type="text" inputmode="email" autocomplete="email" autocapitalize="none" spellcheck="false" placeholder="Email address" required></div>
<div class="input"><input id="password" name="password" type="password" autocomplete="current-password" placeholder="Password" required></div>
<p style="font-size:14px"><a href="/u/login/password-reset-start/Username-Password-Authentication?state=hKFo2SB" style="color:#0fa3a3">Forgot password?</a></p>
<button type="submit" name="action" value="default" class="c">Continue</button></form>
<p class="alt">Don't have an account? <a href="/u/signup?state=hKFo2SB" style="color:#0fa3a3">Sign up</a></p>
<div class="or">OR</div>
<form method="post" action="/u/login?state=hKFo2SB"><input type="hidden" name="connection" value="google-oauth2"><button type="submit" class="sso">${GOOGLE_G}Continue with Google</button></form>
<form method="post" action="/u/login?state=hKFo2SB"><input type="hidden" name="connection" value="windowslive"><button type="submit" class="sso">${MS_SQUARES}Continue with Microsoft Account</button></form>
</section></main>`,
  }),
},
{
  id: 'yo-ok-godaddy-sso-o365',
  label: 'clean',
  kind: 'hosting-login-own-host',
  url: 'https://sso.godaddy.com/?realm=pass&app=o365&path=%2Flogin%3Fpath%3D%252Fmail&marketid=en-US',
  body: doc({
    title: 'Sign In | Microsoft 365 Email from GoDaddy',
    head: `<link rel="icon" href="https://img6.wsimg.com/ux/favicon/favicon-96x96.png">`,
    css: `body{margin:0;font-family:gdsherpa,"Helvetica Neue",Arial,sans-serif;background:#fff;color:#111}
.hd{border-bottom:1px solid #d6d6d6;padding:14px 24px;display:flex;align-items:center;gap:10px}.hd b{font-size:24px;letter-spacing:-1px}
.main{max-width:420px;margin:50px auto;padding:0 20px}h1{font-size:28px;margin:0 0 4px}.sub{color:#444;margin:0 0 24px}
label{font-weight:700;font-size:14px;display:block;margin:14px 0 6px}input{width:100%;box-sizing:border-box;height:48px;border:1px solid #767676;border-radius:4px;padding:0 12px;font-size:16px}
.b{width:100%;height:48px;border:0;background:#111;color:#fff;font-weight:700;font-size:16px;border-radius:4px;margin-top:22px}.ft{font-size:12px;color:#595959;text-align:center;margin-top:40px}`,
    body: `<div class="hd"><svg width="28" height="28" viewBox="0 0 28 28"><circle cx="14" cy="14" r="12" fill="none" stroke="#1bdbdb" stroke-width="4"/></svg><b>GoDaddy</b></div>
<div class="main"><h1>Sign in</h1><p class="sub">to continue to Microsoft 365 Email from GoDaddy</p>
<form id="login-form" method="post" action="/v1/api/pass/login?realm=pass&amp;app=o365" novalidate>
<label for="username">Email</label><input id="username" name="username" type="text" autocomplete="username" autocapitalize="off">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password">
<div style="margin-top:12px;font-size:14px"><label style="display:inline;font-weight:400"><input type="checkbox" name="remember_me" checked style="width:auto;height:auto"> Keep me signed in on this device</label></div>
<button class="b" id="submitBtn" type="submit">Sign In</button></form>
<p style="font-size:14px;margin-top:18px"><a href="/v1/account/reset?realm=pass&amp;app=o365">Forgot password?</a></p>
<div class="ft">Copyright &copy; 1999 - 2024 GoDaddy Operating Company, LLC. All Rights Reserved. <a href="https://www.godaddy.com/legal/agreements/privacy-policy">Privacy Policy</a></div></div>
<script>
document.getElementById("login-form").addEventListener("submit",function(e){e.preventDefault();var b=document.getElementById("submitBtn");b.disabled=true;
fetch(this.action,{method:"POST",credentials:"include",headers:{"Content-Type":"application/json"},body:JSON.stringify({username:this.username.value,password:this.password.value,remember_me:true,API_HOST:"godaddy.com"})})
.then(function(r){return r.json()}).then(function(j){if(j.data&&j.data.redirect_url){location.href=j.data.redirect_url}else{b.disabled=false}}).catch(function(){b.disabled=false})});
</script>`,
  }),
},
{
  id: 'yo-ok-roundcube-alpinehost-ch',
  label: 'clean',
  kind: 'webmail-hoster-own-domain',
  url: 'https://webmail.alpinehost.ch/?_task=login',
  body: doc({
    title: 'alpinehost Webmail :: Willkommen bei alpinehost Webmail',
    lang: 'de',
    head: `<link rel="stylesheet" href="/skins/elastic/styles/styles.min.css?s=1712044880"><link rel="shortcut icon" href="/skins/alpinehost/favicon.ico">`,
    css: `body{margin:0;background:#f4f6f8;font-family:"Roboto","Helvetica Neue",Arial,sans-serif}
#layout-content{max-width:380px;margin:10vh auto;background:#fff;border-radius:4px;padding:32px 36px;box-shadow:0 2px 10px rgba(0,0,0,.1)}
#logo{text-align:center;font-size:24px;color:#c8102e;margin-bottom:18px;font-weight:700}#logo span{color:#333;font-weight:300}
td{padding:6px 0;font-size:14px;color:#333}td.title{width:110px}input.form-control{width:100%;box-sizing:border-box;height:36px;border:1px solid #ccc;border-radius:3px;padding:0 8px}
#rcmloginsubmit{width:100%;height:40px;background:#c8102e;border:0;color:#fff;font-size:15px;border-radius:3px;margin-top:12px}
#bottomline{text-align:center;color:#888;font-size:12px;margin-top:18px}#bottomline a{color:#888}`,
    body: `<div id="layout-content"><div id="logo">alpine<span>host</span> Webmail</div>
<form id="login-form" name="login-form" method="post" class="propform" action="./?_task=login">
<input type="hidden" name="_token" value="${tok64('rctok', 32)}"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_"><input type="hidden" name="_url" value="">
<table><tbody><tr><td class="title"><label for="rcmloginuser">E-Mail-Adresse</label></td><td class="input"><input name="_user" id="rcmloginuser" required size="40" class="form-control" autocapitalize="off" autocomplete="off" type="text"></td></tr>
<tr><td class="title"><label for="rcmloginpwd">Passwort</label></td><td class="input"><input name="_pass" id="rcmloginpwd" required size="40" class="form-control" autocapitalize="off" autocomplete="off" type="password"></td></tr></tbody></table>
<button type="submit" id="rcmloginsubmit" class="button mainaction submit">Anmelden</button></form>
<div id="bottomline">alpinehost AG &bull; <a href="https://www.alpinehost.ch/support/webmail">Hilfe</a> &bull; <a href="https://www.alpinehost.ch/status">Status</a></div></div>
<script>
try{document.getElementById("rcmlogintz").value=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}
var rcmail={env:{task:"login",action:"",comm_path:"./?_task=login",request_token:"${tok64('rctok', 32)}"}};
</script>`,
  }),
},
{
  id: 'yo-ok-cpanel-webmail-greenleaf',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://webmail.greenleafdental.com/',
  body: doc({
    title: 'Webmail Login',
    head: `<meta name="google" content="notranslate"><link rel="shortcut icon" href="/img-sys/favicon.ico">`,
    css: `body{margin:0;background:#f1f4f7;font-family:"Open Sans",Arial,sans-serif;color:#293a4a}
.login-container{width:360px;max-width:calc(100vw - 30px);margin:70px auto 10px;background:#fff;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:34px 36px}
.logo{display:flex;align-items:center;gap:8px;font-size:26px;font-weight:700;color:#ff6c2c;justify-content:center;margin-bottom:18px}.logo small{color:#293a4a;font-weight:400;font-size:22px}
label{font-size:13px;font-weight:600;display:block;margin:10px 0 4px}input{width:100%;box-sizing:border-box;height:38px;border:1px solid #c7cfd7;border-radius:3px;padding:6px 10px;font-size:14px}
.btn{width:100%;margin-top:20px;height:40px;background:#179bd7;border:0;color:#fff;font-size:15px;border-radius:3px}.locale{text-align:center;font-size:12px;color:#6c7a89;margin-top:14px}.copy{text-align:center;font-size:11px;color:#8a96a3;margin-top:22px}`,
    body: `<div class="login-container"><div class="logo">cP<small>anel</small></div>
<div id="login-sub-header" style="text-align:center;font-size:14px;margin-bottom:8px">Webmail</div>
<form id="login_form" action="/login/?login_only=1" method="post" target="_top">
<label for="user">Email Address</label><input name="user" id="user" autofocus placeholder="Enter your email address." class="std_textbox" type="text" tabindex="1" required>
<label for="pass">Password</label><input name="pass" id="pass" placeholder="Enter your email account password." class="std_textbox" type="password" tabindex="2" required>
<input type="hidden" name="goto_uri" id="goto_uri" value="/">
<button class="btn" type="submit" id="login_submit" tabindex="3">Log in</button></form>
<div class="locale">English &middot; <a href="/resetpass?start=1">Reset Password</a></div>
<div class="copy">Copyright&copy; 2024 cPanel, L.L.C.<br><a href="https://go.cpanel.net/privacy" target="_blank">Privacy Policy</a></div></div>
<script>
var MESSAGES={"ajax_timeout":"The connection timed out. Please try again.","invalid_login":"The login is invalid.","session_expired":"Your session has expired. Please log in again."};
document.getElementById("login_form").addEventListener("submit",function(e){e.preventDefault();var f=this;
fetch("/login/?login_only=1",{method:"POST",credentials:"include",headers:{"Content-Type":"application/x-www-form-urlencoded"},body:"user="+encodeURIComponent(f.user.value)+"&pass="+encodeURIComponent(f.pass.value)+"&goto_uri=%2F"})
.then(function(r){return r.json()}).then(function(j){if(j.status===1&&j.redirect){location.href=j.redirect}else{alert(MESSAGES.invalid_login)}}).catch(function(){alert(MESSAGES.ajax_timeout)})});
</script>`,
  }),
},
{
  id: 'yo-ok-keycloak-empleados-es',
  label: 'clean',
  kind: 'company-sso-own-domain',
  url: 'https://acceso.grupoferrando.es/realms/empleados/protocol/openid-connect/auth?client_id=portal-nominas&redirect_uri=https%3A%2F%2Fnominas.grupoferrando.es%2F&response_type=code&scope=openid&ui_locales=es',
  body: doc({
    title: 'Iniciar sesión en Grupo Ferrando',
    lang: 'es',
    css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f0f2f4;color:#222}.w{max-width:430px;margin:60px auto}.brand{text-align:center;font-size:24px;color:#b5121b;font-weight:700;margin-bottom:16px}
.card{background:#fff;padding:30px 38px;border-top:4px solid #b5121b;box-shadow:0 1px 4px rgba(0,0,0,.1)}h1{font-size:20px;font-weight:400;text-align:center;margin:0 0 18px}
label{display:block;font-size:14px;margin:12px 0 4px}input[type=text],input[type=password]{width:100%;box-sizing:border-box;height:38px;border:1px solid #999;padding:0 8px;font-size:15px}
.s{display:flex;justify-content:space-between;font-size:13px;margin:12px 0}.b{width:100%;height:40px;background:#b5121b;color:#fff;border:0;font-size:15px}.i{font-size:12px;color:#555;margin-top:14px}`,
    body: `<div class="w"><div class="brand">GRUPO FERRANDO</div><div class="card"><h1>Inicia sesión con tu cuenta</h1>
<form id="kc-form-login" action="https://acceso.grupoferrando.es/realms/empleados/login-actions/authenticate?session_code=${tok64('kces', 43)}&amp;execution=2b7d1c9e-4f3a-4e8b-9d0c-1a2b3c4d5e6f&amp;client_id=portal-nominas&amp;tab_id=${tok64('kctab', 11)}" method="post">
<label for="username">Usuario o correo electrónico</label><input id="username" name="username" type="text" autocomplete="off" autofocus>
<label for="password">Contraseña</label><input id="password" name="password" type="password" autocomplete="off">
<div class="s"><label style="margin:0"><input type="checkbox" name="rememberMe"> Recordarme</label><a href="/realms/empleados/login-actions/reset-credentials?client_id=portal-nominas">¿Has olvidado tu contraseña?</a></div>
<input class="b" name="login" id="kc-login" type="submit" value="Iniciar sesión"></form>
<p class="i">Portal de nóminas y recursos humanos. Soporte: CAU interno, extensión 5050.</p></div></div>`,
  }),
},
];
