import type { Entry } from '../entry.js';
import { doc, analytics, beacon, logo, html, js, jsonRoute, redirectRoute, footer } from '../parts/zm-kit.js';

// Benign: brands' and companies' own login pages, on their own domains.

export const entries: Entry[] = [
  {
  id: 'zm-clean-login-microsoftonline-own',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&response_type=code&scope=openid%20profile&redirect_uri=https%3A%2F%2Fwww.office.com%2Flandingv2',
  body: doc({
    title: 'Sign in to your account',
    css: `body{background:#f2f2f2}.c{width:440px;margin:90px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin:16px 0}button{float:right;background:#0067b8;color:#fff;border:0;padding:8px 32px}`,
    body: `<div class="c"><img src="/shared/1.0/content/images/microsoft_logo.png" width="108" height="24" alt="Microsoft"><h2 style="font-weight:600">Sign in</h2>
<form method="post" action="/common/login"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype" autocomplete="username"><p style="font-size:13px">No account? <a href="#">Create one!</a></p><p style="font-size:13px"><a href="#">Can't access your account?</a></p><button>Next</button></form></div>
<div style="position:fixed;bottom:0;right:0;font-size:12px;padding:8px">Terms of use &nbsp; Privacy &amp; cookies &nbsp; ...</div>
<script>var $Config={"urlPost":"/common/login","sCtx":"rQQIARAA","iPawnIcon":0,"sFT":"AQABIQEAAAAmoFfGtYxvRrNriQdPKIZ","urlMsaSignUp":"https://signup.live.com/signup","correlationId":"8c1a2f10-77aa-4e7d-9bd1-2a11c0a9e6c4"};</script>`,
  }),
  routes: { ...logo('login.microsoftonline.com', '/shared/1.0/content/images/microsoft_logo.png', 115, 115, 115) },
},
  {
  id: 'zm-clean-login-google-accounts-own',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://accounts.google.com/v3/signin/identifier?continue=https%3A%2F%2Fdrive.google.com%2Fdrive%2Fmy-drive&service=wise&flowName=GlifWebSignIn&flowEntry=ServiceLogin&hl=en-GB',
  body: doc({
    title: 'Gmail',
    css: `.b{width:450px;margin:70px auto;border:1px solid #dadce0;border-radius:28px;padding:36px}input{width:100%;padding:14px;border:1px solid #747775;border-radius:4px;font-size:16px;margin:20px 0}button{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;float:right}`,
    body: `<div class="b"><svg width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="20" fill="#4285f4"/></svg><h1 style="font-weight:400">Sign in</h1><p>to continue to Gmail</p>
<form method="post" action="/v3/signin/_/AccountsSignInUi/data/batchexecute"><input type="email" name="identifier" aria-label="Email or phone" placeholder="Email or phone"><a href="#" style="color:#0b57d0">Forgot email?</a><p style="font-size:14px;color:#444">Not your computer? Use Guest mode to sign in privately. <a href="#">Learn more about using Guest mode</a></p><a href="#">Create account</a><button>Next</button></form></div>
<p style="text-align:center;font-size:12px">English (United States) · Help · Privacy · Terms</p>`,
  }),
},
  {
  id: 'zm-clean-login-paypal-own-de',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.paypal.com/de/signin',
  body: doc({
    lang: 'de',
    title: 'Bei Ihrem PayPal-Konto einloggen',
    css: `.c{width:460px;margin:50px auto;border:1px solid #eaeced;border-radius:12px;padding:40px}input{width:100%;height:56px;padding:0 12px;border:1px solid #9da3a6;border-radius:4px;margin:8px 0;font-size:16px}button{width:100%;background:#0070e0;color:#fff;border:0;border-radius:24px;padding:14px;font-weight:700;margin-top:12px}`,
    body: `<div class="c"><div style="text-align:center;font-weight:700;font-size:28px;color:#003087">PayPal</div><form action="/signin" method="post"><input type="hidden" name="_csrf" value="8kxL4pM2aR7dVq1Z"><input name="login_email" placeholder="E-Mail-Adresse oder Handynummer"><a href="#">E-Mail-Adresse vergessen?</a><button>Weiter</button></form><hr><button style="background:#fff;color:#000;border:2px solid #000">Neu anmelden</button></div>
<p style="text-align:center;font-size:12px">Kontakt · Datenschutz · AGB · Weltweit · © 1999–2026</p>`,
  }),
},
  {
  id: 'zm-clean-login-chase-own',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://secure.chase.com/web/auth/?treatment=chase&fromOrigin=https://www.chase.com',
  body: doc({
    title: 'Sign in - chase.com',
    css: `body{background:#117aca url() no-repeat}.c{max-width:400px;margin:60px auto;background:#fff;padding:30px;border-radius:4px}input{width:100%;padding:12px;border:0;border-bottom:1px solid #999;margin:10px 0}button{width:100%;background:#0c65b0;color:#fff;border:0;padding:14px;border-radius:4px}`,
    body: `<div class="c"><form id="logonform" action="/web/auth/logon" method="post"><input name="userId" placeholder="Username"><input name="password" type="password" placeholder="Password"><label><input type="checkbox" style="width:auto"> Remember me</label> <label><input type="checkbox" style="width:auto"> Use token</label><button>Sign in</button></form><p><a href="#">Forgot username/password?</a> › <a href="#">Not Enrolled? Sign Up Now.</a> ›</p></div>
<script src="/web/auth/js/analytics-bundle.js"></script>`,
  }),
  routes: { 'secure.chase.com/web/auth/js/analytics-bundle.js': js('window.digitalData={page:{name:"logon",site:"chase"}};(function(){var t=Date.now();window.addEventListener("load",function(){navigator.sendBeacon&&navigator.sendBeacon("/web/auth/rum",JSON.stringify({lt:Date.now()-t}))})})();'), 'secure.chase.com/web/auth/rum': { status: 204, headers: {}, body: '' } },
},
  {
  id: 'zm-clean-login-university-cas-fr',
  label: 'clean',
  kind: 'company-own-login',
  url: 'https://cas.universite-rhone-sud.fr/cas/login?service=https%3A%2F%2Fent.universite-rhone-sud.fr%2F',
  body: doc({
    lang: 'fr',
    title: 'Service d\'authentification central – Université Rhône-Sud',
    css: `header{background:#8b1538;color:#fff;padding:16px 30px}.c{max-width:460px;margin:40px auto;padding:26px;border:1px solid #ddd}input{width:100%;padding:10px;margin:6px 0 14px}button{background:#8b1538;color:#fff;border:0;padding:10px 26px}`,
    body: `<header>Université Rhône-Sud · CAS</header><div class="c"><h3>Entrez votre identifiant et votre mot de passe</h3><form method="post" action="/cas/login?service=https%3A%2F%2Fent.universite-rhone-sud.fr%2F"><label>Identifiant</label><input name="username"><label>Mot de passe</label><input type="password" name="password"><input type="hidden" name="execution" value="e1s1"><input type="hidden" name="_eventId" value="submit"><button>SE CONNECTER</button></form>
<p style="font-size:13px">Pour des raisons de sécurité, veuillez vous déconnecter et fermer votre navigateur lorsque vous avez fini d'accéder aux services authentifiés. <a href="#">Mot de passe oublié</a> · <a href="#">Activer mon compte</a></p></div>`,
  }),
},
  {
  id: 'zm-clean-login-saas-sso-buttons',
  label: 'clean',
  kind: 'company-own-login',
  url: 'https://app.invoicely-hq.com/login',
  body: doc({
    title: 'Log in · Invoicely',
    css: `body{background:#f7f7fb}.c{max-width:380px;margin:70px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 4px 20px rgba(30,30,80,.08)}.sso{display:block;width:100%;border:1px solid #ddd;background:#fff;padding:10px;margin:6px 0;border-radius:8px}input{width:100%;padding:10px;margin:6px 0;border:1px solid #ddd;border-radius:8px}.go{width:100%;background:#5b4bdb;color:#fff;border:0;padding:11px;border-radius:8px}`,
    body: `<div class="c"><h2>Welcome back</h2><button class="sso">Continue with Google</button><button class="sso">Continue with Microsoft</button><p style="text-align:center;color:#999">or</p><form method="post" action="/api/session"><input name="email" type="email" placeholder="you@company.com"><input name="password" type="password" placeholder="Password"><button class="go">Log in</button></form><p style="font-size:13px"><a href="/forgot">Forgot password?</a> · <a href="/signup">Start free trial</a></p></div>
${analytics('inv-app')}<script src="/js/intercom-shim.js"></script>`,
  }),
  routes: { ...beacon('app.invoicely-hq.com'), 'app.invoicely-hq.com/js/intercom-shim.js': js('window.Intercom=window.Intercom||function(){(window.Intercom.q=window.Intercom.q||[]).push(arguments)};Intercom("boot",{app_id:"x9f2k1"});') },
},
  {
  id: 'zm-clean-login-gov-uk-gateway',
  label: 'clean',
  kind: 'gov-own-login',
  url: 'https://www.access.service.gov.uk/login/signin/creds?continue_url=%2Fbusiness-account',
  body: doc({
    title: 'Sign in using Government Gateway - GOV.UK',
    css: `header{background:#0b0c0c;color:#fff;padding:12px 30px;font-weight:700}.bar{height:8px;background:#1d70b8}main{max-width:640px;margin:30px auto;padding:0 16px;font-family:Arial}input{display:block;width:100%;max-width:300px;padding:6px;border:2px solid #0b0c0c;margin:6px 0 18px}button{background:#00703c;color:#fff;border:0;padding:8px 16px;font-size:19px}`,
    body: `<header>GOV.UK</header><div class="bar"></div><main><h1>Sign in using Government Gateway</h1><form method="post" action="/login/signin/creds"><label>Government Gateway user ID</label><span style="color:#505a5f;display:block">This could be up to 12 characters.</span><input name="userId"><label>Password</label><input type="password" name="password"><button>Sign in</button></form><p><a href="#">Problems signing in</a></p><h2>If you do not have sign in details</h2><p><a href="#">Create sign in details</a></p><p style="font-size:14px">HMRC will never text or email you about tax refunds. <a href="#">Report a suspicious message</a>.</p></main>`,
  }),
},
  {
  id: 'zm-clean-login-rakuten-card-ja',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.rakuten-card.co.jp/e-navi/',
  body: doc({
    lang: 'ja',
    title: 'ログイン：楽天e-NAVI',
    css: `.c{max-width:420px;margin:40px auto;padding:24px;border:1px solid #ddd}input{width:100%;padding:10px;margin:6px 0}button{width:100%;background:#bf0000;color:#fff;border:0;padding:12px}`,
    body: `<div class="c"><h1 style="color:#bf0000">楽天カード</h1><h2>楽天e-NAVI ログイン</h2><form method="post" action="/e-navi/auth"><input name="u" placeholder="ユーザID"><input type="password" name="p" placeholder="パスワード"><button>ログイン</button></form><p style="font-size:13px">ユーザID・パスワードをお忘れの方 · 楽天e-NAVIに新規登録</p><p style="font-size:12px;background:#fff4f4;padding:8px">【ご注意】楽天カードを装った不審なメール・SMSにご注意ください。</p></div>`,
  }),
},
];
