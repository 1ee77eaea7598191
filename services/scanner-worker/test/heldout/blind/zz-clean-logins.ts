// Clean: sign-in, SSO, device-code and OAuth-consent pages on the companies' own hostnames (author zz).
import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, GH_CSS, GH_MARK, GH_FOOT, MS_CSS, MS_LOGO, OKTA_LOGO, AWS_LOGO, FONT } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-github-com-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://github.com/login',
  body: doc({
    title: 'Sign in to GitHub · GitHub',
    head: `<meta name="request-id" content="C41A:3B7E2:1F0A8D1:1FA4C21:6717A0F2"><meta name="octolytics-url" content="https://collector.github.com/github/collect"><link rel="fluid-icon" href="https://github.com/fluidicon.png" title="GitHub"><style>${GH_CSS}</style>`,
    body: `<div class="header-logged-out">${GH_MARK}</div>
<main><div class="auth-form px-3" id="login">
<div class="auth-form-header"><h1>Sign in to GitHub</h1></div>
<div class="auth-form-body"><form action="/session" accept-charset="UTF-8" method="post">
<input type="hidden" name="authenticity_token" value="kq2oN4SzBvFQh0cX1uE8yV3dGa0nZ5Tw9RrPjLmK6bE7sHfXcYtUvWq1Io2Ja8Mn4bLzQeR0pK" autocomplete="off">
<label for="login_field">Username or email address</label>
<input type="text" name="login" id="login_field" class="form-control" autocapitalize="off" autocorrect="off" autocomplete="username" autofocus="autofocus">
<label for="password">Password</label>
<input type="password" name="password" id="password" class="form-control" autocomplete="current-password">
<input type="hidden" name="webauthn-conditional" value="undefined"><input type="hidden" name="javascript-support" value="true"><input type="hidden" name="timestamp" value="1729601778812" autocomplete="off">
<input type="submit" name="commit" value="Sign in" class="btn-primary" data-signin-label="Sign in" data-disable-with="Signing in…">
<a class="label-link" href="/password_reset" style="float:none;display:block;margin-top:8px">Forgot password?</a>
</form></div>
<div class="login-callout"><p><button type="button" style="background:none;border:0;color:#0969da;cursor:pointer">Sign in with a passkey</button></p><p>New to GitHub? <a href="/signup?source=login">Create an account</a></p></div>
</div></main>${GH_FOOT}`,
  }),
},

{
  id: 'zz-keycloak-sso-quellwerk-de',
  label: 'clean',
  kind: 'sso-own-tenant',
  url: 'https://sso.quellwerk.io/realms/employees/protocol/openid-connect/auth?client_id=grafana&redirect_uri=https%3A%2F%2Fgrafana.quellwerk.io%2Flogin%2Fgeneric_oauth&response_type=code&scope=openid+email+profile&state=Yk9R2&kc_locale=de',
  body: doc({
    lang: 'de',
    title: 'Anmelden bei Quellwerk',
    head: `<style>body{margin:0;background:#0f5c4d linear-gradient(160deg,#0f5c4d,#0b3b33);font-family:"Red Hat Text",${FONT};min-height:100vh}
.k{width:420px;margin:90px auto;background:#fff;border-top:4px solid #39a5dc;padding:34px 40px;box-shadow:0 8px 24px rgba(0,0,0,.25)}
h1{font-size:24px;font-weight:400;margin:0 0 20px}label{display:block;font-size:14px;margin:14px 0 6px}input[type=text],input[type=password]{width:100%;box-sizing:border-box;border:1px solid #bbb;padding:8px;font-size:14px}
.b{width:100%;margin-top:20px;background:#0066cc;color:#fff;border:0;padding:10px;font-size:15px;cursor:pointer}.s{font-size:13px;margin-top:14px;display:flex;justify-content:space-between}
.lang{text-align:right;font-size:13px;color:#ddd;width:420px;margin:-60px auto 0}.idp{margin-top:20px;border-top:1px solid #ddd;padding-top:14px}.idp a{display:block;border:1px solid #0066cc;color:#0066cc;text-align:center;padding:8px;text-decoration:none}</style>`,
    body: `<div style="text-align:center;padding-top:40px;color:#fff;font-weight:700;font-size:22px">QUELLWERK</div>
<div class="k"><h1>Bei Ihrem Konto anmelden</h1>
<form id="kc-form-login" action="https://sso.quellwerk.io/realms/employees/login-actions/authenticate?session_code=Jd8v2X&amp;execution=0c1f9e&amp;client_id=grafana&amp;tab_id=Pq7" method="post">
<label for="username">Benutzername oder E-Mail</label><input id="username" name="username" type="text" autofocus autocomplete="username">
<label for="password">Passwort</label><input id="password" name="password" type="password" autocomplete="current-password">
<div class="s"><label style="margin:0"><input type="checkbox" name="rememberMe"> Angemeldet bleiben</label><a href="/realms/employees/login-actions/reset-credentials?client_id=grafana">Passwort vergessen?</a></div>
<input type="hidden" id="id-hidden-input" name="credentialId"><button class="b" name="login" id="kc-login" type="submit">Anmelden</button></form>
<div class="idp"><a href="/realms/employees/broker/google-workspace/login?client_id=grafana">Mit Google Workspace anmelden</a></div></div>`,
  }),
},

{
  id: 'zz-zendesk-own-subdomain-agent-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://quellwerk.zendesk.com/access/normal',
  body: doc({
    title: 'Quellwerk Support – Sign in',
    head: `<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8f9f9;color:#2f3941}
.w{max-width:380px;margin:70px auto;background:#fff;border-radius:8px;padding:34px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 4px}input[type=email],input[type=password]{width:100%;box-sizing:border-box;border:1px solid #d8dcde;border-radius:4px;padding:9px 12px;font-size:14px}
.b{width:100%;margin-top:20px;background:#0f5c4d;color:#fff;border:0;border-radius:4px;padding:10px;font-weight:600;cursor:pointer}.sso{display:block;text-align:center;border:1px solid #0f5c4d;color:#0f5c4d;border-radius:4px;padding:9px;text-decoration:none;margin-top:10px}</style>`,
    body: `<div class="w"><div style="text-align:center">${QW_MARK}</div><h2 style="text-align:center;font-size:20px">Sign in to Quellwerk Support</h2>
<a class="sso" href="/access/sso?role=agent">Continue with Quellwerk SSO (employees)</a>
<p style="text-align:center;font-size:12px;color:#68737d;margin:16px 0 0">or sign in with email (customers)</p>
<form action="/access/login" method="post"><input type="hidden" name="authenticity_token" value="hl8e1NpYtK0mW2zA7rQ3xG9cV6bF4dJ5sU"><input type="hidden" name="return_to" value="https://support.quellwerk.io/hc/en-us">
<label for="user_email">Email</label><input type="email" id="user_email" name="user[email]"><label for="user_password">Password</label><input type="password" id="user_password" name="user[password]">
<button class="b" type="submit">Sign in</button></form>
<p style="text-align:center;font-size:13px"><a href="/password/reset" style="color:#1f73b7">Forgot password?</a> · <a href="https://support.quellwerk.io/hc/en-us/requests/new" style="color:#1f73b7">Submit a request</a></p>
<p style="text-align:center;font-size:12px;color:#87929d">Powered by Zendesk</p></div>`,
  }),
},

{
  id: 'zz-roundcube-own-mail-de',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://mail.quellwerk.io/?_task=login',
  body: doc({
    lang: 'de',
    title: 'Quellwerk Webmail :: Willkommen bei Quellwerk Webmail',
    head: `<meta name="robots" content="noindex,nofollow"><link rel="stylesheet" href="skins/elastic/styles/styles.min.css?s=1726047193"><style>body{margin:0;background:#f4f4f4;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;color:#2c363a}
#layout{display:flex;align-items:center;justify-content:center;min-height:100vh}form{width:340px;background:#fff;padding:30px;border-radius:4px;box-shadow:0 0 4px rgba(0,0,0,.1)}
.ig{display:flex;margin-bottom:12px}.ig span{width:38px;background:#eee;border:1px solid #ced4da;border-right:0;border-radius:4px 0 0 4px;text-align:center;line-height:36px}
.ig input{flex:1;border:1px solid #ced4da;border-radius:0 4px 4px 0;padding:8px;font-size:14px}#rcmloginsubmit{width:100%;background:#0f5c4d;color:#fff;border:0;border-radius:4px;padding:10px;font-size:15px;cursor:pointer}
#bottomline{text-align:center;font-size:12px;color:#999;margin-top:14px}</style>`,
    body: `<div id="layout"><form name="login-form" method="post" action="./?_task=login">
<div style="text-align:center;margin-bottom:20px">${QW_MARK}<div style="font-weight:700;margin-top:6px">Quellwerk Webmail</div></div>
<input type="hidden" name="_token" value="t0hVq2Ykd9RzX1mP3cN8bW5eF"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_"><input type="hidden" name="_url" value="_task=mail">
<div class="ig"><span>👤</span><input name="_user" id="rcmloginuser" required placeholder="Benutzername" autocapitalize="off" autocomplete="username"></div>
<div class="ig"><span>🔒</span><input name="_pass" id="rcmloginpwd" required type="password" placeholder="Passwort" autocomplete="current-password"></div>
<button type="submit" id="rcmloginsubmit">Anmelden</button>
<div id="bottomline">Quellwerk GmbH IT · <a href="https://intranet.quellwerk.io/it/mail">Hilfe</a> · Roundcube Webmail</div></form></div>
<script>document.getElementById('rcmlogintz').value=Intl.DateTimeFormat().resolvedOptions().timeZone;</script>`,
  }),
},

{
  id: 'zz-github-login-device-activation',
  label: 'clean',
  kind: 'device-code-own-domain',
  url: 'https://github.com/login/device',
  body: doc({
    title: 'Device Activation · GitHub',
    head: `<style>${GH_CSS}.code{display:flex;gap:8px;justify-content:center;margin:16px 0}.code input{width:36px;height:44px;text-align:center;font-size:20px;border:1px solid #d1d9e0;border-radius:6px;text-transform:uppercase}</style>`,
    body: `<div class="header-logged-out">${GH_MARK}</div><div class="auth-form" style="width:420px">
<div class="auth-form-header"><h1>Device Activation</h1></div>
<div class="auth-form-body"><p style="text-align:center">Enter the code displayed on your device</p>
<form action="/login/device/confirm" method="post" id="df"><input type="hidden" name="authenticity_token" value="3fP8wQx2c0vN1mZ7yT4sR9kB6hL5jD0gE">
<div class="code">${[0, 1, 2, 3].map((i) => `<input name="user-code-${i}" maxlength="1" autocomplete="off">`).join('')}<span style="align-self:center">–</span>${[4, 5, 6, 7].map((i) => `<input name="user-code-${i}" maxlength="1" autocomplete="off">`).join('')}</div>
<input type="submit" class="btn-primary" value="Continue"></form>
<p style="font-size:12px;color:#59636e;margin-top:14px">GitHub staff will never ask you to enter a code on this page. Only enter a code that you generated yourself, for example with <code>gh auth login</code>.</p></div></div>${GH_FOOT}
<script>var ins=document.querySelectorAll('.code input');ins.forEach(function(el,i){el.addEventListener('input',function(){if(el.value&&ins[i+1])ins[i+1].focus();});});</script>`,
  }),
},

{
  id: 'zz-microsoft-deviceauth-own-domain',
  label: 'clean',
  kind: 'device-code-own-domain',
  url: 'https://login.microsoftonline.com/common/oauth2/deviceauth?s=2',
  body: doc({
    title: 'Enter code',
    head: `<style>${MS_CSS}</style>`,
    body: `<div class="ms-box">${MS_LOGO}
<h1>Enter code</h1><p class="ms-small">Enter the code displayed on your app or device.</p>
<form method="post" action="/common/oauth2/deviceauth"><input class="ms-input" name="otc" id="otc" type="text" maxlength="12" placeholder="Code" autocomplete="off" aria-label="Code">
<input type="hidden" name="flowToken" value="AQABAAEAAAD--DLA3VO7QrddgJg7Wevr4p0K9xR5oWqX"><input type="hidden" name="canary" value="Fz1H8dN0yQ">
<p class="ms-small">Only enter codes that you obtained directly from the app or device you are signing in to. Never enter a code that someone sent to you.</p>
<button class="ms-btn" type="submit">Next</button><div style="clear:both"></div></form></div>
<div class="ms-foot"><a href="https://www.microsoft.com/servicesagreement/">Terms of use</a><a href="https://privacy.microsoft.com/privacystatement">Privacy &amp; cookies</a><a href="#">...</a></div>`,
  }),
},

{
  id: 'zz-quellwerk-app-sso-redirect-chain',
  label: 'clean',
  kind: 'sso-redirect-chain',
  url: 'https://app.quellwerk.io/nordlicht/settings/billing',
  routes: {
    'app.quellwerk.io/nordlicht/settings/billing': redirectRoute(302, 'https://quellwerk.io/users/auth/saml/nordlicht?RelayState=%2Fnordlicht%2Fsettings%2Fbilling'),
    'quellwerk.io/users/auth/saml/nordlicht': redirectRoute(302, 'https://login.nordlicht-software.de/idp/SSO.saml2?SAMLRequest=fZJNT8MwDIbv%2FIoq9zVpu4%2BqmiqNcZjEYBqIA5fIS93NUpOUOB3w78kGEofB0bb9Ps%2F%2FTw%3D%3D&RelayState=%2Fnordlicht%2Fsettings%2Fbilling'),
    'login.nordlicht-software.de/idp/SSO.saml2': htmlRoute(doc({
      lang: 'de',
      title: 'Nordlicht Software – Anmeldung',
      head: `<style>body{margin:0;font-family:${FONT};background:#eef2f6;color:#1c2733}.c{width:380px;margin:90px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 5px}input{width:100%;box-sizing:border-box;border:1px solid #c2ccd6;border-radius:6px;padding:9px;font-size:14px}.b{width:100%;margin-top:18px;background:#203a5c;color:#fff;border:0;border-radius:6px;padding:10px;cursor:pointer}.n{font-size:12px;color:#6b7a8a;margin-top:16px}</style>`,
      body: `<div class="c"><div style="font-weight:800;font-size:20px;color:#203a5c">nordlicht<span style="color:#4fb0c6">.</span></div><h2 style="font-size:18px">Anmeldung für Quellwerk</h2>
<form method="post" action="/idp/SSO.saml2"><input type="hidden" name="SAMLRequest" value="fZJNT8MwDIbv%2FIoq9zVpu4%2BqmiqNcZjEYBqIA5fIS93NUpOUOB3w78kGEofB0bb9Ps%2F%2FTw%3D%3D"><input type="hidden" name="RelayState" value="/nordlicht/settings/billing">
<label>Benutzername</label><input name="pf.username" autocomplete="username"><label>Passwort</label><input name="pf.pass" type="password" autocomplete="current-password"><button class="b">Anmelden</button></form>
<p class="n">Sie werden nach der Anmeldung zu <b>quellwerk.io</b> weitergeleitet. Probleme? IT-Servicedesk, Durchwahl 4400.</p></div>`,
    })),
  },
},

{
  id: 'zz-acesso-gov-pt-own-login',
  label: 'clean',
  kind: 'gov-login-own-domain',
  url: 'https://www.acesso.gov.pt/v2/loginForm?partID=PFAP&path=/geral/dashboard',
  body: doc({
    lang: 'pt-PT',
    title: 'Autenticação - Portal das Finanças',
    head: `<style>body{margin:0;font-family:"Open Sans",${FONT};background:#f4f4f4;color:#333}.h{background:#fff;border-bottom:4px solid #2b6aa8;padding:14px 40px;font-weight:700;color:#2b6aa8}
.c{max-width:760px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:20px;padding:0 20px}.bx{background:#fff;border:1px solid #ddd;padding:24px}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;border:1px solid #bbb;padding:9px}.b{background:#2b6aa8;color:#fff;border:0;padding:10px 22px;margin-top:16px;cursor:pointer}</style>`,
    body: `<div class="h">Portal das Finanças · Autenticação</div><div class="c">
<div class="bx"><h3 style="margin-top:0">NIF e senha</h3><form method="post" action="/v2/login"><input type="hidden" name="partID" value="PFAP"><input type="hidden" name="path" value="/geral/dashboard"><input type="hidden" name="_csrf" value="a9f1e2c7-3b4d-4e8f-9a0b-c1d2e3f4a5b6">
<label>Nº de Contribuinte</label><input name="username" inputmode="numeric" maxlength="9" autocomplete="username"><label>Senha</label><input name="password" type="password" autocomplete="current-password">
<button class="b" type="submit">Autenticar</button></form><p style="font-size:13px"><a href="/v2/recuperarSenha">Recuperar senha</a> · <a href="/v2/registarContribuinte">Registar-se</a></p></div>
<div class="bx"><h3 style="margin-top:0">Chave Móvel Digital / Cartão de Cidadão</h3><p style="font-size:14px">Autentique-se com o seu número de telemóvel e PIN da Chave Móvel Digital ou com o leitor de Cartão de Cidadão.</p><a href="https://autenticacao.gov.pt/fa/?c=PFAP">Autenticação.Gov</a>
<p style="font-size:12px;color:#777;margin-top:20px">A AT nunca envia SMS ou e-mails com links para pedidos de reembolso. Consulte os alertas de segurança no Portal das Finanças.</p></div></div>`,
  }),
},
];
