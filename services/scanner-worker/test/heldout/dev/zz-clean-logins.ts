// Clean: sign-in, SSO, device-code and OAuth-consent pages on the companies' own hostnames (author zz).
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, GH_CSS, GH_MARK, GH_FOOT, MS_CSS, MS_LOGO, OKTA_LOGO, AWS_LOGO, FONT } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-quellwerk-own-signin',
  label: 'clean',
  kind: 'own-login',
  url: 'https://quellwerk.io/users/sign_in',
  body: qwDoc({
    title: 'Sign in · Quellwerk',
    head: `<meta name="csrf-param" content="authenticity_token"><meta name="csrf-token" content="9cQ1a2Xw0Hk3GzR8pE7tUvYb4LmN6sD5fJ0iK2oP1qA="><link rel="manifest" href="/manifest.json">`,
    top: QW_TOP(`<a class="btn" href="/users/sign_up">Create account</a>`),
    main: `<div class="auth-wrap"><div class="auth-card">
<div style="text-align:center">${QW_MARK}</div><h1 style="text-align:center">Sign in to Quellwerk</h1>
<form class="new_user" id="new_user" action="/users/sign_in" accept-charset="UTF-8" method="post">
<input type="hidden" name="authenticity_token" value="9cQ1a2Xw0Hk3GzR8pE7tUvYb4LmN6sD5fJ0iK2oP1qA=" autocomplete="off">
<label for="user_login">Username or email</label><input type="text" name="user[login]" id="user_login" autocomplete="username webauthn" autofocus required>
<label for="user_password">Password</label><input type="password" name="user[password]" id="user_password" autocomplete="current-password" required>
<div class="row"><label style="margin:0;font-weight:400"><input type="checkbox" name="user[remember_me]" value="1"> Remember me</label><a href="/users/password/new">Forgot your password?</a></div>
<button class="btn btn-primary" type="submit">Sign in</button></form>
<div class="sep">or sign in with</div>
<div class="sso"><button class="btn" id="pk" type="button">🔑 Passkey</button><a class="btn" href="/users/auth/saml/discover">Single sign-on (SAML)</a><a class="btn" href="/users/auth/github">GitHub</a><a class="btn" href="/users/auth/google_oauth2">Google</a></div>
</div><p style="text-align:center;font-size:13px;color:#5b6675">By signing in you accept the <a href="/legal/terms">Terms</a> and <a href="/legal/privacy">Privacy Policy</a>.</p></div>
<script>
document.getElementById('pk').onclick=async function(){
  if(!window.PublicKeyCredential){alert('Your browser does not support passkeys.');return;}
  const r=await fetch('/users/passkeys/options',{method:'POST',headers:{'X-CSRF-Token':document.querySelector('meta[name=csrf-token]').content}});
  const o=await r.json();o.challenge=Uint8Array.from(atob(o.challenge.replace(/-/g,'+').replace(/_/g,'/')),c=>c.charCodeAt(0));
  try{const cred=await navigator.credentials.get({publicKey:o});document.getElementById('new_user').insertAdjacentHTML('beforeend','<input type="hidden" name="passkey" value="'+cred.id+'">');document.getElementById('new_user').submit();}catch(e){}
};
</script>`,
  }),
  routes: { 'quellwerk.io/users/passkeys/options': jsonRoute({ challenge: 'Zm9vYmFyY2hhbGxlbmdlMTIzNDU2', rpId: 'quellwerk.io', timeout: 60000, userVerification: 'preferred' }) },
},

{
  id: 'zz-gitlab-com-sign-in',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://gitlab.com/users/sign_in',
  body: doc({
    title: 'Sign in · GitLab',
    head: `<meta name="csrf-param" content="authenticity_token"><meta name="csrf-token" content="XwF9z5rT4cH0tY2d7mQ1sP8kV3nB6jL0aR5eU9iO2gS"><style>body{margin:0;font-family:"GitLab Sans",-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff;color:#333238}
.c{max-width:420px;margin:40px auto;padding:0 16px}.logo{text-align:center}h1{text-align:center;font-size:24px;margin:18px 0}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}input[type=text],input[type=password]{width:100%;box-sizing:border-box;border:1px solid #89888d;border-radius:4px;padding:8px 12px;font-size:14px}
.b{width:100%;margin-top:18px;background:#1f75cb;color:#fff;border:0;border-radius:4px;padding:10px;font-weight:600;font-size:14px;cursor:pointer}
.omni{display:grid;grid-template-columns:1fr 1fr;gap:8px}.omni a{border:1px solid #bfbfc3;border-radius:4px;padding:8px;text-align:center;color:#333238;text-decoration:none;font-size:14px}
.f{text-align:center;font-size:13px;margin-top:20px}a{color:#1f75cb}</style>`,
    body: `<div class="c"><div class="logo"><svg width="40" height="38" viewBox="0 0 25 24"><path d="m24.507 9.5-.034-.09L21.082.562a.896.896 0 0 0-1.694.091l-2.29 7.01H7.825L5.535.653a.898.898 0 0 0-1.694-.09L.451 9.411.416 9.5a6.297 6.297 0 0 0 2.09 7.278l.012.01.03.022 5.16 3.867 2.56 1.935 1.554 1.176a1.051 1.051 0 0 0 1.268 0l1.555-1.176 2.56-1.935 5.197-3.89.014-.01A6.297 6.297 0 0 0 24.507 9.5Z" fill="#E24329"/></svg></div>
<h1>GitLab.com</h1>
<form class="gl-show-field-errors" id="new_user" action="/users/sign_in" method="post"><input type="hidden" name="authenticity_token" value="XwF9z5rT4cH0tY2d7mQ1sP8kV3nB6jL0aR5eU9iO2gS">
<label for="user_login">Username or primary email</label><input type="text" name="user[login]" id="user_login" autocomplete="username" autofocus>
<label for="user_password">Password</label><input type="password" name="user[password]" id="user_password" autocomplete="current-password">
<p style="text-align:right;font-size:13px"><a href="/users/password/new">Forgot your password?</a></p>
<label style="font-weight:400"><input type="checkbox" name="user[remember_me]"> Remember me</label>
<button class="b" type="submit">Sign in</button></form>
<p style="text-align:center;font-size:13px;margin:18px 0 10px">or sign in with</p>
<div class="omni"><a href="/users/auth/google_oauth2">Google</a><a href="/users/auth/github">GitHub</a><a href="/users/auth/bitbucket">Bitbucket</a><a href="/users/auth/salesforce">Salesforce</a></div>
<p class="f">Don't have an account yet? <a href="/users/sign_up">Register now</a></p>
<p class="f"><a href="https://about.gitlab.com/">About GitLab</a> · <a href="https://status.gitlab.com/">Status</a> · <a href="https://about.gitlab.com/community/">Community forum</a></p></div>`,
  }),
},

{
  id: 'zz-quellwerk-okta-tenant-signin',
  label: 'clean',
  kind: 'sso-own-tenant',
  url: 'https://quellwerk.okta.com/oauth2/v1/authorize?client_id=0oa7x1qw2RkF4vS8z5d7&redirect_uri=https%3A%2F%2Fquellwerk.zendesk.com%2Faccess%2Fsaml&response_type=code&scope=openid%20profile&state=uZ1kT',
  body: doc({
    title: 'Quellwerk - Sign In',
    head: `<meta name="robots" content="noindex,nofollow"><style>
body{margin:0;background:#f5f5f6;font-family:"Public Sans",-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#1d1d21}
#okta-sign-in{width:400px;margin:100px auto 0;background:#fff;border-radius:6px;border:1px solid #e5e5e5;box-shadow:0 4px 16px rgba(0,0,0,.04)}
.hd{padding:30px 0 20px;text-align:center;border-bottom:1px solid #e5e5e5}.f{padding:28px 40px 36px}
h2{font-size:20px;text-align:center;margin:0 0 18px}label{display:block;font-size:14px;font-weight:600;margin:12px 0 6px}
input[type=text]{width:100%;box-sizing:border-box;height:40px;border:1px solid #8c8c96;border-radius:4px;padding:0 10px;font-size:14px}
.b{width:100%;height:44px;background:#0f5c4d;color:#fff;border:0;border-radius:4px;font-size:15px;margin-top:18px;cursor:pointer}
.links{font-size:13px;margin-top:16px}.links a{color:#1662dd}.pw{text-align:center;font-size:12px;color:#6e6e78;margin:14px}</style>
<script src="/js/okta-sign-in.min.js" defer></script>`,
    body: `<div id="okta-sign-in"><div class="hd">${QW_MARK.replace('width="32" height="32"', 'width="48" height="48"')}</div>
<div class="f"><h2>Sign In</h2><form method="post" action="/idp/idx/identify"><input type="hidden" name="stateHandle" value="02.id.Fk3xWvR0pT9q_kS6oYdZcNe1uHb4Lm">
<label for="identifier">Username</label><input type="text" id="identifier" name="identifier" autocomplete="username">
<label style="font-weight:400;font-size:13px"><input type="checkbox" name="rememberMe"> Keep me signed in</label>
<button class="b" type="submit">Next</button></form>
<div class="links"><a href="/signin/forgot-password">Unlock account?</a> · <a href="https://intranet.quellwerk.io/it/help">Help</a></div></div></div>
<div class="pw">${OKTA_LOGO.replace('width="86" height="28"', 'width="52" height="17"')} Powered by Okta · <a href="https://www.okta.com/privacy-policy/">Privacy Policy</a></div>`,
  }),
  routes: { 'quellwerk.okta.com/js/okta-sign-in.min.js': jsRoute(`/*! okta-sign-in-widget 7.25.1 */window.OktaSignIn=function(c){this.config=c};window.OktaSignIn.prototype.renderEl=function(){return Promise.resolve()};`) },
},

{
  id: 'zz-aws-signin-own-domain',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://signin.aws.amazon.com/signin?redirect_uri=https%3A%2F%2Fconsole.aws.amazon.com%2Fconsole%2Fhome%3FhashArgs%3D%2523%26isauthcode%3Dtrue%26state%3DhashArgsFromTB_eu-central-1&client_id=arn%3Aaws%3Asignin%3A%3A%3Aconsole%2Fcanvas&forceMobileApp=0&code_challenge=W2tZdXb0&code_challenge_method=SHA-256',
  body: doc({
    title: 'Amazon Web Services Sign-In',
    head: `<style>body{margin:0;font-family:"Amazon Ember",Arial,sans-serif;color:#16191f}.w{display:flex;gap:40px;max-width:980px;margin:40px auto;padding:0 20px}
.panel{width:380px;border:1px solid #d5dbdb;border-radius:8px;padding:24px}h1{font-size:26px;font-weight:400;margin:0 0 16px}
label{font-size:14px}.r{margin:10px 0}.r small{display:block;color:#545b64;margin-left:22px;font-size:12px}
input[type=email]{width:100%;box-sizing:border-box;border:1px solid #aab7b8;border-radius:4px;padding:8px;font-size:14px;margin:4px 0}
.b{width:100%;margin-top:14px;background:#ff9900;border:0;border-radius:20px;padding:9px;font-weight:700;cursor:pointer}
.ad{flex:1;background:#f2f3f3;border-radius:8px;padding:30px}.legal{font-size:12px;color:#545b64}</style>`,
    body: `<div class="w"><div><div style="margin-bottom:12px">${AWS_LOGO}</div><div class="panel"><h1>Sign in</h1>
<form id="signin_form" action="/signin" method="post">
<div class="r"><label><input type="radio" name="userType" value="root" checked> Root user</label><small>Account owner that performs tasks requiring unrestricted access. <a href="https://docs.aws.amazon.com/IAM/latest/UserGuide/id_root-user.html">Learn more</a></small></div>
<div class="r"><label><input type="radio" name="userType" value="iam"> IAM user</label><small>User within an account that performs daily tasks. <a href="https://docs.aws.amazon.com/IAM/latest/UserGuide/id_users.html">Learn more</a></small></div>
<label for="resolving_input">Root user email address</label><input type="email" id="resolving_input" name="email" autocomplete="username">
<button class="b" type="submit">Next</button>
<p class="legal">By continuing, you agree to the <a href="https://aws.amazon.com/agreement/">AWS Customer Agreement</a> or other agreement for AWS services, and the <a href="https://aws.amazon.com/privacy/">Privacy Notice</a>. This site uses essential cookies.</p></form>
<hr><p style="text-align:center;font-size:13px">New to AWS?</p><a href="https://portal.aws.amazon.com/billing/signup" style="display:block;text-align:center;border:1px solid #545b64;border-radius:20px;padding:7px;color:#16191f;text-decoration:none">Create a new AWS account</a></div></div>
<div class="ad"><h2>Amazon Q Developer</h2><p>Your generative AI–powered assistant for building, operating, and transforming software.</p><a href="https://aws.amazon.com/q/developer/">Learn more »</a></div></div>`,
  }),
},

{
  id: 'zz-jenkins-own-ci-login-pl',
  label: 'clean',
  kind: 'own-login',
  url: 'https://jenkins.softwarehouse-krakow.pl/login?from=%2Fjob%2Fbackend-release%2F',
  body: doc({
    lang: 'pl',
    title: 'Zaloguj [Jenkins]',
    head: `<style>body{margin:0;font-family:system-ui,"Segoe UI",Roboto,sans-serif;background:#f8f8f8;color:#1f1f1f}.c{max-width:360px;margin:90px auto;text-align:center}
.c img{width:80px}h1{font-size:24px;font-weight:500}input{width:100%;box-sizing:border-box;border:1px solid #ccc;border-radius:6px;padding:10px;margin:6px 0;font-size:14px}
.b{width:100%;background:#0b6aa2;color:#fff;border:0;border-radius:6px;padding:10px;font-size:15px;cursor:pointer;margin-top:8px}.r{text-align:left;font-size:13px}</style>`,
    body: `<div class="c"><div style="font-size:64px">🤵</div><h1>Witamy w Jenkinsie!</h1>
<form method="post" name="login" action="j_spring_security_check"><input name="j_username" placeholder="Nazwa użytkownika" autocomplete="username" autofocus><input name="j_password" type="password" placeholder="Hasło" autocomplete="current-password">
<div class="r"><label><input type="checkbox" name="remember_me"> Nie wylogowuj mnie</label></div><input type="hidden" name="from" value="/job/backend-release/"><button class="b" type="submit" name="Submit">Zaloguj</button></form>
<p style="font-size:12px;color:#888;margin-top:30px">Jenkins 2.479.1 · Software House Kraków sp. z o.o. · dostęp tylko przez VPN</p></div>`,
  }),
},

{
  id: 'zz-github-oauth-authorize-quellwerk-importer',
  label: 'clean',
  kind: 'oauth-consent-own-domain',
  url: 'https://github.com/login/oauth/authorize?client_id=Iv23liQwImp0rt3r8aKd&redirect_uri=https%3A%2F%2Fquellwerk.io%2Fimport%2Fgithub%2Fcallback&scope=repo%20read%3Aorg&state=b8e1a0c7',
  body: doc({
    title: 'Authorize application',
    head: `<style>${GH_CSS}.box{width:460px;margin:20px auto;background:#fff;border:1px solid #d1d9e0;border-radius:6px}.box .h{text-align:center;padding:24px;border-bottom:1px solid #d1d9e0}
.perm{padding:16px 24px;border-bottom:1px solid #d1d9e0;font-size:14px}.perm small{color:#59636e;display:block}.act{display:flex;gap:8px;padding:16px 24px}.act button{flex:1;height:32px;border-radius:6px;font-weight:500;cursor:pointer}</style>`,
    body: `<div class="header-logged-out">${GH_MARK}</div><div style="text-align:center"><div style="display:inline-flex;align-items:center;gap:14px">${QW_MARK.replace(/32/g, '48')}<span style="color:#59636e">⋯</span><img alt="" width="48" height="48" style="border-radius:50%;background:#d0d7de"></div>
<h2 style="font-weight:400">Quellwerk Importer by <a href="https://github.com/quellwerk">quellwerk</a></h2><p style="color:#59636e">wants to access your <b>lena-hartmann</b> account</p></div>
<div class="box"><div class="perm"><b>Repositories</b><small>Public and private</small></div><div class="perm"><b>Organizations and teams</b><small>Read-only access</small></div><div class="perm"><b>Personal user data</b><small>Email addresses (read-only)</small></div>
<form class="act" method="post" action="/login/oauth/authorize"><input type="hidden" name="authenticity_token" value="uE4nR7tK2pQ9wX1yZ5cV8bM3"><input type="hidden" name="client_id" value="Iv23liQwImp0rt3r8aKd"><input type="hidden" name="state" value="b8e1a0c7">
<button type="submit" name="authorize" value="0" style="background:#f6f8fa;border:1px solid #d1d9e0">Cancel</button><button type="submit" name="authorize" value="1" style="background:#1f883d;color:#fff;border:1px solid rgba(31,35,40,.15)">Authorize quellwerk</button></form>
<p style="font-size:12px;color:#59636e;padding:0 24px 16px">Authorizing will redirect to <b>https://quellwerk.io</b><br>Owned &amp; operated by Quellwerk GmbH · Created 3 years ago · More than 10K GitHub users</p></div>${GH_FOOT}`,
  }),
},
];
