import { htmlRoute, type Entry } from '../entry.js';
import { cssRoute, doc, GOOGLE_CSS, GOOGLE_G, MS_CSS, MS_SQUARES, msCard, OKTA_CSS, tok, tok64 } from '../parts/yo-kit.js';

// Sign-in pages the analysts cleared: identity providers on their own hosts, companies' own SSO
// portals, and hosted or on-premises webmail on the provider's or the company's own domain.

export const entries: Entry[] = [
(() => {
  const q = `client_id=00000002-0000-0ff1-ce00-000000000000&redirect_uri=https%3a%2f%2foutlook.office.com%2fowa%2f&resource=00000002-0000-0ff1-ce00-000000000000&response_mode=form_post&response_type=code+id_token&scope=openid&msafed=1&msaredir=1&client-request-id=${tok('msreq', 8)}-2b7e-4c1d-a8f2-${tok('msreq2', 12)}&nonce=638640${tok('n', 12)}`;
  return {
    id: 'yo-ok-ms-login-microsoftonline',
    label: 'clean',
    kind: 'idp-own-host',
    url: `https://login.microsoftonline.com/common/oauth2/authorize?${q}`,
    body: doc({
      title: 'Sign in to your account',
      head: `<meta name="robots" content="none"><meta name="PageID" content="ConvergedSignIn"><meta name="SiteID" content=""><meta name="ReqLgnType" content="ConvergedSignIn"><link rel="shortcut icon" href="https://aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_eupayfgghqiai7k9sol6lg2.ico">`,
      css: MS_CSS,
      body:
        msCard(
          `<form name="f1" id="i0281" novalidate spellcheck="false" method="post" target="_top" autocomplete="off" action="https://login.microsoftonline.com/common/login">
<div id="loginHeader" class="title" role="heading" aria-level="1">Sign in</div>
<div class="err" id="usernameError" role="alert"></div>
<input type="email" name="loginfmt" id="i0116" maxlength="113" lang="en" class="form-control" aria-required="true" aria-label="Enter your email, phone, or Skype." placeholder="Email, phone, or Skype">
<input type="password" name="passwd" id="i0118" autocomplete="off" style="display:none" aria-hidden="true" tabindex="-1">
<div class="small">No account? <a id="signup" href="https://signup.live.com/signup?lic=1">Create one!</a></div>
<div class="small" style="margin-top:12px"><a id="idA_PWD_ForgotPassword" href="https://account.live.com/ResetPassword.aspx">Can't access your account?</a></div>
<input type="hidden" name="ctx" value="rQQIARAA${tok64('ctx', 60)}">
<input type="hidden" name="flowToken" value="AQABAAEAAAAmoFfGtYxvRrNriQdPKIZ-${tok64('flow', 80)}">
<input type="hidden" name="canary" value="${tok64('canary', 70)}">
<div class="row"><input type="submit" id="idSIButton9" class="btn btn-primary" value="Next"></div>
</form>`,
          { options: `<div class="opts"><span aria-hidden="true">&#128273;</span><a href="#" style="color:#1b1b1b" id="signInOptions">Sign-in options</a></div>` },
        ) +
        `<script>
var $Config={"fShowPersistentCookiesWarning":false,"urlMsaSignUp":"https://login.live.com/oauth20_authorize.srf","urlMsaLogout":"https://login.live.com/logout.srf","urlPost":"/common/login","sCtx":"rQQIARAA","sFT":"AQABAAEAAAAm","iMaxPollErrors":5,"iPollingTimeout":300,"urlGetCredentialType":"https://login.microsoftonline.com/common/GetCredentialType?mkt=en-US","correlationId":"${tok('corr', 8)}-4a2b-4f1e-9c3d-${tok('corr2', 12)}","sessionId":"${tok('sess', 8)}-71aa-4e0b-b1f2-${tok('sess2', 12)}","country":"US","iSessionState":1,"urlCDN":"aadcdn.msftauth.net","fIsFidoSupported":true};
document.getElementById("i0281").addEventListener("submit",function(e){var v=document.getElementById("i0116").value.trim();if(!v){e.preventDefault();var er=document.getElementById("usernameError");er.textContent="Enter a valid email address, phone number, or Skype name.";er.style.display="block"}});
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const host = 'northwindtraders.okta.com';
  return {
    id: 'yo-ok-okta-tenant-northwind',
    label: 'clean',
    kind: 'idp-own-host',
    url: `https://${host}/app/office365/exk1a9nd02h7sQ5x4697/sso/wsfed/passive?username=&wa=wsignin1.0&wtrealm=urn%3afederation%3aMicrosoftOnline&wctx=LoginOptions%3D3`,
    routes: {
      [`${host}/app/office365/exk1a9nd02h7sQ5x4697/sso/wsfed/passive`]: htmlRoute(
        doc({
          title: 'Northwind Traders - Sign In',
          head: `<meta name="robots" content="noindex,nofollow"><link href="https://ok12static.oktacdn.com/assets/js/sdk/okta-signin-widget/7.24.1/css/okta-sign-in.min.css" type="text/css" rel="stylesheet"><script src="https://ok12static.oktacdn.com/assets/js/sdk/okta-signin-widget/7.24.1/js/okta-sign-in.min.js" type="text/javascript" integrity="sha384-${tok64('okjs', 64)}" crossorigin="anonymous"></script>`,
          css: OKTA_CSS,
          body: `<div class="login-bg-image" style="position:fixed;inset:0;background:#eef3f8"></div>
<div id="okta-login-container" style="position:relative">
<div id="okta-sign-in" class="auth-container main-container"><div class="okta-sign-in-header auth-header"><svg width="190" height="38" viewBox="0 0 190 38" aria-label="Northwind Traders"><path d="M4 34L19 4l15 30z" fill="#0f5e9c"/><text x="42" y="26" font-family="Georgia,serif" font-size="19" fill="#0f5e9c">Northwind Traders</text></svg></div>
<div class="auth-content"><h2>Sign In</h2><form method="POST" action="/idp/idx/identify" id="form19" data-se="o-form">
<label class="o-form-label" for="input28">Username</label><div class="o-form-input"><input type="text" name="identifier" id="input28" autocomplete="username"></div>
<div class="chk"><label><input type="checkbox" name="rememberMe"> Keep me signed in</label></div>
<input class="button-primary" type="submit" value="Next"></form>
<div class="auth-footer"><a href="/signin/unlock">Unlock account?</a><a href="https://northwindtraders.service-now.com/sp?id=kb_article&sysparm_article=KB0010021">Help</a></div></div></div></div>
<div class="powered">Powered by Okta &nbsp;&bull;&nbsp; <a href="https://www.okta.com/privacy-policy/" style="color:#6e6e78">Privacy Policy</a></div>
<script type="text/javascript">
var okta={locale:"en",deviceFingerprintingEnabled:true,hideSignOutLinkInMFA:false,isMfaAttestation:false};
var signInWidgetConfig={"baseUrl":"https://northwindtraders.okta.com","logo":"https://ok12static.oktacdn.com/fs/bco/1/fs0a1b2c3d4e5f6g7h8","brandName":"Northwind Traders","stateToken":"${tok64('state', 40)}","features":{"registration":false,"rememberMe":true,"selfServiceUnlock":true},"authScheme":"OAUTH2","useClassicEngine":false};
if(window.OktaSignIn){new OktaSignIn(signInWidgetConfig).renderEl({el:"#okta-login-container"},function(){})}
</script>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
(() => {
  const host = 'api-3f7a9c21.duosecurity.com';
  const sid = `frameless-${tok('duosid', 8)}-${tok('duosid2', 4)}-4c1a-9b3e-${tok('duosid3', 12)}`;
  return {
    id: 'yo-ok-duo-universal-prompt',
    label: 'clean',
    kind: 'idp-own-host',
    url: `https://${host}/frame/v4/auth/prompt?sid=${sid}`,
    body: doc({
      title: 'Duo Security',
      head: `<link rel="stylesheet" href="/frame/static/v4/css/prompt.min.css?v=2c91f">`,
      css: `body{margin:0;background:#f4f4f4;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;color:#2b2b2b}
.container{width:380px;max-width:calc(100vw - 32px);margin:70px auto;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:32px;text-align:center}
.org-logo{font-weight:600;font-size:15px;margin-bottom:22px;color:#1d4f91}h1{font-size:22px;margin:0 0 8px}
.push{width:72px;height:72px;border-radius:50%;border:3px solid #e1e1e1;border-top-color:#2b7de9;margin:24px auto;animation:r 1.2s linear infinite}@keyframes r{to{transform:rotate(360deg)}}
.code{font-size:36px;font-weight:700;letter-spacing:4px}.other{display:block;margin-top:18px;color:#2b7de9;font-size:14px;text-decoration:none}
.meta{margin-top:22px;font-size:12px;color:#777}.meta b{color:#6ebe44}`,
      body: `<div class="container" role="main"><div class="org-logo">Kirby Networks</div>
<h1>Check for a Duo Push</h1><p style="font-size:14px;color:#555">Verify it's you by approving the notification&hellip;</p><p style="font-size:13px">Sent to "iOS" (&bull;&bull;&bull;-&bull;&bull;&bull;-7312)</p>
<div class="push" aria-hidden="true"></div>
<p style="font-size:14px">Enter this code in Duo Mobile</p><div class="code">847</div>
<a class="other" href="/frame/v4/auth/prompt/other_options?sid=${sid}">Other options</a>
<div class="meta">Secured by <b>Duo</b> &middot; <a href="https://help.duo.com/s/?language=en_US" style="color:#777">Need help?</a></div></div>
<script>
var sid=${JSON.stringify(sid)},txid="${tok('duotx', 8)}-8b3c-4d21-a0e7-${tok('duotx2', 12)}";
function poll(){fetch("/frame/v4/status?sid="+encodeURIComponent(sid)+"&txid="+txid,{method:"POST",credentials:"same-origin"}).then(function(r){return r.ok?r.json():{}}).then(function(j){if(j.response&&j.response.result==="SUCCESS"){location.href="/frame/v4/oidc/exit?sid="+encodeURIComponent(sid)}else{setTimeout(poll,3000)}}).catch(function(){setTimeout(poll,5000)})}
setTimeout(poll,2000);
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const host = 'sso.lakeshoremfg.com';
  return {
    id: 'yo-ok-keycloak-lakeshore-portal',
    label: 'clean',
    kind: 'company-sso-own-domain',
    url: `https://${host}/realms/employees/protocol/openid-connect/auth?client_id=intranet&redirect_uri=https%3A%2F%2Fintranet.lakeshoremfg.com%2Foauth2%2Fcallback&response_type=code&scope=openid&state=${tok('kcst', 22)}`,
    routes: {
      [`${host}/realms/employees/protocol/openid-connect/auth`]: htmlRoute(
        doc({
          title: 'Sign in to Lakeshore Manufacturing',
          head: `<link href="/resources/t2k9a/login/lakeshore/css/login.css" rel="stylesheet">`,
          css: `body{margin:0;font-family:"Red Hat Text",Arial,sans-serif;background:#e8edf2}`,
          body: `<div class="login-pf-page"><div id="kc-header"><div id="kc-header-wrapper">LAKESHORE <b>MANUFACTURING</b></div></div>
<div class="card-pf"><header class="login-pf-header"><h1 id="kc-page-title">Sign in to your account</h1></header>
<div id="kc-content"><div id="kc-content-wrapper">
<form id="kc-form-login" onsubmit="login.disabled = true; return true;" action="https://${host}/realms/employees/login-actions/authenticate?session_code=${tok64('kcsc', 43)}&amp;execution=6a2c7e5b-91f0-4b8e-a1d2-c3e4f5a6b7c8&amp;client_id=intranet&amp;tab_id=${tok64('tab', 11)}" method="post">
<div class="form-group"><label for="username" class="pf-c-form__label">Username or email</label><input tabindex="1" id="username" class="pf-c-form-control" name="username" type="text" autofocus autocomplete="off"></div>
<div class="form-group"><label for="password" class="pf-c-form__label">Password</label><input tabindex="2" id="password" class="pf-c-form-control" name="password" type="password" autocomplete="off"></div>
<div class="form-group login-pf-settings"><label><input tabindex="3" id="rememberMe" name="rememberMe" type="checkbox"> Remember me</label> <a tabindex="5" href="/realms/employees/login-actions/reset-credentials?client_id=intranet">Forgot Password?</a></div>
<div id="kc-form-buttons" class="form-group"><input type="hidden" id="id-hidden-input" name="credentialId"><input tabindex="4" class="pf-c-button pf-m-primary pf-m-block btn-lg" name="login" id="kc-login" type="submit" value="Sign In"></div>
</form></div></div>
<div id="kc-info"><p>Manufacturing floor terminals: use your badge PIN at the kiosk. Help: IT Service Desk ext. 2200 or <a href="https://helpdesk.lakeshoremfg.com">helpdesk.lakeshoremfg.com</a></p></div></div></div>`,
        }),
      ),
      [`${host}/resources/t2k9a/login/lakeshore/css/login.css`]: cssRoute(`.login-pf-page{max-width:460px;margin:60px auto}#kc-header-wrapper{text-align:center;font-size:24px;letter-spacing:2px;color:#203a5c;margin-bottom:20px}
.card-pf{background:#fff;border-top:4px solid #203a5c;padding:30px 40px;box-shadow:0 1px 4px rgba(0,0,0,.12)}#kc-page-title{font-size:22px;font-weight:400;margin:0 0 18px;text-align:center}
.form-group{margin-bottom:16px}.pf-c-form__label{display:block;font-size:14px;margin-bottom:4px}.pf-c-form-control{width:100%;box-sizing:border-box;height:36px;border:1px solid #8a8d90;padding:0 8px;font-size:15px}
.login-pf-settings{display:flex;justify-content:space-between;font-size:13px}.pf-c-button{width:100%;height:40px;background:#203a5c;color:#fff;border:0;font-size:15px}#kc-info{font-size:12px;color:#555;margin-top:16px}`),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-ok-owa-onprem-stadtwerke-de',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://mail.stadtwerke-lindenau.de/owa/auth/logon.aspx?url=https%3a%2f%2fmail.stadtwerke-lindenau.de%2fowa%2f&reason=0',
  body: doc({
    title: 'Outlook',
    lang: 'de',
    head: `<meta name="robots" content="noindex, nofollow"><link rel="shortcut icon" href="/owa/auth/15.2.1544/themes/resources/favicon.ico" type="image/x-icon">`,
    css: `body{margin:0;font-family:"Segoe UI","Segoe WP",Tahoma,Arial,sans-serif;background:#fff;color:#333}
.mainLogonDiv{position:absolute;top:40%;left:50%;transform:translate(-50%,-50%);width:360px}
.signInImageHeader{font-size:42px;color:#0072c6;font-weight:300;margin-bottom:24px}
.signInInputLabel{font-size:13px;color:#666;margin:10px 0 4px}input.signInInputText{width:100%;box-sizing:border-box;height:32px;border:1px solid #ccc;padding:0 8px;font-size:14px}
.signinbutton{margin-top:24px;font-size:22px;color:#0072c6;cursor:pointer;display:inline-flex;align-items:center;gap:10px}
.signinbutton:before{content:"";display:inline-block;width:28px;height:28px;border-radius:50%;border:2px solid #0072c6}.hint{font-size:12px;color:#666;margin-top:30px}`,
    body: `<div class="mainLogonDiv"><div class="signInImageHeader">Outlook</div>
<form action="/owa/auth.owa" method="POST" name="logonForm" id="logonForm" autocomplete="off" enctype="application/x-www-form-urlencoded">
<input type="hidden" name="destination" value="https://mail.stadtwerke-lindenau.de/owa/"><input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
<div class="signInInputLabel">Domäne\\Benutzername:</div><input id="username" name="username" type="text" class="signInInputText" placeholder="SWL\\mmustermann" role="textbox">
<div class="signInInputLabel">Kennwort:</div><input id="password" name="password" type="password" class="signInInputText" onfocus="g_fFcs=0">
<input type="hidden" name="isUtf8" value="1">
<div class="signinbutton" role="button" tabindex="0" onclick="clkLgn()">anmelden</div></form>
<div class="hint">Stadtwerke Lindenau GmbH &middot; Bei Problemen: IT-Servicedesk, Tel. 0341 555-2400</div></div>
<script>
var g_fFcs=1;
function clkLgn(){var f=document.forms.logonForm;if(f.username.value===""){f.username.focus();return}if(f.password.value===""){f.password.focus();return}
 if(f.username.value.indexOf("\\\\")<0&&f.username.value.indexOf("@")<0){f.username.value="SWL\\\\"+f.username.value}
 document.cookie="PrivateComputer=true; path=/; secure";f.submit()}
document.getElementById("password").addEventListener("keydown",function(e){if(e.keyCode===13)clkLgn()});
</script>`,
  }),
},
{
  id: 'yo-ok-zimbra-mairie-fr',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://messagerie.ville-saint-aubin-sur-loire.fr/',
  body: doc({
    title: 'Zimbra Web Client Sign In',
    lang: 'fr',
    head: `<link rel="stylesheet" type="text/css" href="/css/common,login,zhtml,skin.css?skin=harmony&v=240812151005">`,
    css: `body{margin:0;background:#fff;font-family:Helvetica,Arial,sans-serif}
.LoginScreen{display:flex;min-height:100vh}.side{flex:1;background:linear-gradient(120deg,#2a5d8f,#5f8fbf)}
.center{width:420px;max-width:100%;padding:80px 48px;box-sizing:border-box}
.ImgLoginBanner{font-size:34px;font-weight:700;color:#0087c3;margin-bottom:8px}.org{font-size:14px;color:#444;margin-bottom:30px}
label{display:block;font-size:13px;color:#333;margin:12px 0 4px}input.zLoginField{width:100%;box-sizing:border-box;height:34px;border:1px solid #aaa;padding:0 8px}
.ZLoginButton{margin-top:18px;background:#0087c3;color:#fff;border:0;padding:9px 24px;font-size:14px;border-radius:3px}.Footer{font-size:11px;color:#888;margin-top:40px}`,
    body: `<div class="LoginScreen"><div class="center"><div class="ImgLoginBanner">zimbra</div><div class="org">Mairie de Saint-Aubin-sur-Loire &ndash; Messagerie des agents</div>
<form method="post" name="loginForm" action="/" accept-charset="UTF-8"><input type="hidden" name="loginOp" value="login"><input type="hidden" name="login_csrf" value="${tok('zcsrf', 36)}">
<label for="username">Nom d'utilisateur :</label><input id="username" class="zLoginField" name="username" type="text" value="" size="40" maxlength="1024" autocapitalize="off" autocorrect="off">
<label for="password">Mot de passe :</label><input id="password" autocomplete="off" class="zLoginField" name="password" type="password" value="" size="40" maxlength="1024">
<div style="margin-top:10px;font-size:13px"><input id="remember" value="1" type="checkbox" name="zrememberme"> <label for="remember" style="display:inline">Rester connecté</label></div>
<div style="margin-top:6px;font-size:13px">Version : <select name="client"><option value="preferred" selected>Par défaut</option><option value="advanced">Avancée (Ajax)</option><option value="standard">Standard (HTML)</option></select></div>
<input type="submit" class="ZLoginButton" value="Connexion"></form>
<p style="font-size:12px;color:#555;margin-top:20px">Mot de passe oublié&nbsp;? Contactez le service informatique au 02 41 55 12 30.</p>
<div class="Footer">Copyright &copy; 2005-2024 Synacor, Inc. Tous droits réservés. &laquo;&nbsp;Zimbra&nbsp;&raquo; est une marque déposée de Synacor, Inc.</div></div><div class="side"></div></div>
<script>if(document.loginForm&&document.loginForm.username)document.loginForm.username.focus();</script>`,
  }),
},
];
