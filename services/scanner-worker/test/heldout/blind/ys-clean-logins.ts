import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { CSS, MARK, analytics, b64, doc, esc, metaFooter } from '../parts/ys-kit.js';

// Logins the agency's staff and clients really use, on the brands' own hostnames (and our own portal).

export const entries: Entry[] = [
{
  id: 'ys-clean-google-signin-ads-continue',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://accounts.google.com/v3/signin/identifier?continue=https%3A%2F%2Fads.google.com%2Fnav%2Flogin&followup=https%3A%2F%2Fads.google.com%2Fnav%2Flogin&service=adwords&flowName=GlifWebSignIn&flowEntry=ServiceLogin',
  body: doc({
    title: 'Google Ads - Sign in',
    head: `<meta name="referrer" content="origin"><script nonce="mKq2vR9Z4tH8" src="https://www.gstatic.com/_/mss/boq-identity/_/js/k=boq-identity.AccountsSignInUi.en_US.js" async></script>`,
    css: CSS.reset + CSS.google,
    body: `<div class="box"><div>${MARK.googleG}<h1>Sign in</h1><p>to continue to Google Ads</p></div><div>
<form method="post" action="/v3/signin/_/AccountsSignInUi/data/batchexecute?rpcids=V1UmUe&source-path=%2Fv3%2Fsignin%2Fidentifier" id="identifierForm">
<input type="hidden" name="f.req" value=""><input type="hidden" name="at" value="AFoagUU3kV0z9J2P_lMz0a4Qx8nD:1728901442">
<div class="f"><input type="email" name="identifier" id="identifierId" autocomplete="username webauthn" placeholder="Email or phone" aria-label="Email or phone" spellcheck="false"></div>
<a class="lnk" href="/signin/v2/usernamerecovery?flowName=GlifWebSignIn">Forgot email?</a>
<p style="font-size:14px;color:#444;margin-top:32px">Not your computer? Use a private browsing window to sign in. <a class="lnk" href="https://support.google.com/accounts?p=signin_privatebrowsing">Learn more about using Guest mode</a></p>
<div class="act"><a class="lnk" href="/lifecycle/flows/signup?continue=https%3A%2F%2Fads.google.com%2Fnav%2Flogin" style="padding:10px">Create account</a><button class="pri" type="submit">Next</button></div></form></div></div>
<p style="text-align:center;font-size:12px;color:#444">English (United States) · <a href="https://support.google.com/accounts?hl=en" style="color:#444">Help</a> · <a href="https://accounts.google.com/TOS?loc=US&hl=en&privacy=true" style="color:#444">Privacy</a> · <a href="https://accounts.google.com/TOS?loc=US&hl=en" style="color:#444">Terms</a></p>`,
  }),
},

{
  id: 'ys-clean-linkedin-login-campaign-manager',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.linkedin.com/login?session_redirect=https%3A%2F%2Fwww.linkedin.com%2Fcampaignmanager%2Faccounts&fromSignIn=true&trk=cm_signin',
  body: doc({
    title: 'LinkedIn Login, Sign in | LinkedIn',
    head: `<link rel="stylesheet" href="https://static.licdn.com/aero-v1/sc/h/5ym2x6e9pbq0f5b7kq1l8vx4t">`,
    css: CSS.reset + `body{font-family:-apple-system,system-ui,"Segoe UI",Roboto,sans-serif;background:#fff;color:rgba(0,0,0,.9)}.hd{padding:20px 56px}.c{width:352px;margin:12px auto;box-shadow:0 4px 12px rgba(0,0,0,.15);border-radius:8px;padding:24px}h1{font-size:32px;font-weight:600;margin:0}input{width:100%;height:52px;border:1px solid rgba(0,0,0,.6);border-radius:4px;padding:0 12px;margin:8px 0;font-size:16px}button{width:100%;height:52px;background:#0A66C2;color:#fff;border:0;border-radius:28px;font-size:16px;font-weight:600;margin-top:14px}`,
    body: `<div class="hd">${MARK.linkedin}</div>
<div class="c"><h1>Sign in</h1><p style="font-size:14px">Stay updated on your professional world</p>
<form method="post" action="/checkpoint/lg/login-submit" class="login__form"><input name="csrfToken" value="ajax:6049551297214843221" type="hidden"><input name="session_redirect" value="https://www.linkedin.com/campaignmanager/accounts" type="hidden"><input name="loginCsrfParam" value="0a3b2f5c-6d2e-4e8f-9b1a-7c5d9e2f1a30" type="hidden">
<input id="username" name="session_key" placeholder="Email or phone" autocomplete="username"><input id="password" name="session_password" type="password" placeholder="Password" autocomplete="current-password">
<a href="/checkpoint/rp/request-password-reset?trk=guest_homepage-basic_nav-header-signin" style="color:#0A66C2;font-weight:600;font-size:14px;text-decoration:none">Forgot password?</a><button type="submit">Sign in</button></form></div>
<p style="text-align:center;font-size:14px">New to LinkedIn? <a href="/signup/cold-join?session_redirect=https%3A%2F%2Fwww.linkedin.com%2Fcampaignmanager%2Faccounts" style="color:#0A66C2">Join now</a></p>
<p style="text-align:center;font-size:12px;color:#666">LinkedIn © 2025 · User Agreement · Privacy Policy · Community Guidelines · Cookie Policy · Copyright Policy</p>`,
  }),
},

{
  id: 'ys-clean-shopify-accounts-lookup',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://accounts.shopify.com/lookup?rid=6c9a4f0e-3b2d-4a71-8e55-1f0a9d2c7b3e&verify=1728901442-2F1b',
  body: doc({
    title: 'Log in — Shopify',
    head: `<script src="https://cdn.shopify.com/shopifycloud/identity/assets/identity_ui-3b7f1c.js" defer></script>`,
    css: CSS.reset + `body{font-family:-apple-system,"Inter","Segoe UI",sans-serif;background:linear-gradient(180deg,#0b3b2e,#06251d);min-height:100vh;color:#303030}.c{width:440px;margin:8vh auto;background:#fff;border-radius:16px;padding:40px}h1{font-size:24px;margin:18px 0 4px}p.s{color:#616161;margin:0 0 22px}input{width:100%;border:1px solid #8a8a8a;border-radius:10px;padding:12px;font-size:15px;margin:6px 0 14px}button{width:100%;background:#303030;color:#fff;border:0;border-radius:10px;padding:12px;font-weight:600;font-size:15px}.alt a{display:block;text-align:center;border:1px solid #d4d4d4;border-radius:10px;padding:10px;margin-top:10px;text-decoration:none;color:#303030;font-weight:500}`,
    body: `<div class="c">${MARK.shopify}<h1>Log in</h1><p class="s">Continue to Shopify</p>
<form action="/lookup?rid=6c9a4f0e-3b2d-4a71-8e55-1f0a9d2c7b3e" method="post" novalidate><input type="hidden" name="authenticity_token" value="Xq3V0nbZ2F7pL9kC1oYhE6uTjR4wS8dM5aQ2xB0cN7vK"><label for="account_email">Email</label><input type="email" name="account[email]" id="account_email" autocomplete="username"><button type="submit">Continue with email</button></form>
<div class="alt"><a href="/login/external/apple?rid=6c9a4f0e">Continue with Apple</a><a href="/login/external/facebook?rid=6c9a4f0e">Continue with Facebook</a><a href="/login/external/google?rid=6c9a4f0e">Continue with Google</a></div>
<p style="font-size:13px;color:#616161;margin-top:18px">New to Shopify? <a href="https://www.shopify.com/free-trial">Get started →</a></p>
<p style="font-size:12px;color:#8a8a8a">Help · Privacy · Terms</p></div>`,
  }),
},

{
  id: 'ys-clean-ebay-signin-it',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://signin.ebay.it/signin/?ru=https%3A%2F%2Fwww.ebay.it%2Fsh%2Fovw&sgfl=sh',
  body: doc({
    lang: 'it',
    title: 'Accedi o registrati | eBay',
    head: `<script src="https://ir.ebaystatic.com/rs/c/sgn-signin/signin.9c2e7b4a.js" defer></script>`,
    css: CSS.reset + `body{font-family:"Market Sans",Arial,sans-serif;color:#191919;background:#fff}.hd{padding:18px 28px}.c{width:380px;margin:20px auto;text-align:center}h1{font-size:28px;margin:10px 0}input{width:100%;height:48px;border:1px solid #8f8f8f;border-radius:8px;padding:0 14px;font-size:16px;margin:8px 0}button{width:100%;height:48px;background:#3665f3;color:#fff;border:0;border-radius:24px;font-weight:700;font-size:16px;margin-top:10px}.alt a{display:block;border:1px solid #191919;border-radius:24px;padding:12px;margin:10px 0;text-decoration:none;color:#191919;font-weight:700}`,
    body: `<div class="hd">${MARK.ebay}</div><div class="c"><h1>Ciao</h1><p>Accedi a eBay o <a href="https://signup.ebay.it/pa/crte?ru=https%3A%2F%2Fwww.ebay.it%2Fsh%2Fovw">crea un account</a></p>
<form id="signin-form" method="post" action="/signin/s"><input type="hidden" name="srt" value="01000b00000050ad3b7f1e2c9a4d"><input type="hidden" name="ru" value="https://www.ebay.it/sh/ovw"><input id="userid" name="userid" placeholder="Indirizzo email o nome utente" autocomplete="username"><button id="signin-continue-btn" type="submit">Continua</button></form>
<div class="alt"><a href="/signin/social/google">Continua con Google</a><a href="/signin/social/facebook">Continua con Facebook</a><a href="/signin/social/apple">Continua con Apple</a></div>
<label style="font-size:14px"><input type="checkbox" checked style="width:auto;height:auto"> Resta connesso</label>
<p style="font-size:12px;color:#707070;margin-top:30px">Copyright © 1995-2025 eBay Inc. Tutti i diritti riservati. Accessibilità, Accordo per gli utenti, Privacy, Cookie</p></div>`,
  }),
},

{
  id: 'ys-clean-agency-client-portal-ptbr',
  label: 'clean',
  kind: 'company-login-own-domain',
  url: 'https://clientes.lumenco.com.br/entrar?voltar=%2Frelatorios%2Fmensal',
  body: doc({
    lang: 'pt-BR',
    title: 'Entrar · Portal do Cliente Lumen & Co',
    head: `<link rel="icon" href="/favicon.ico"><script src="/assets/app.5f1c9e.js" defer></script>`,
    css: CSS.reset + `body{font-family:"DM Sans",Arial,sans-serif;background:#f5f3ee;color:#1f1d1a;display:flex;min-height:100vh}.l{flex:1;background:#1f1d1a;color:#f5f3ee;padding:60px;display:flex;flex-direction:column;justify-content:space-between}.l h1{font-size:40px;font-weight:500}.r{width:480px;padding:80px 60px;background:#fff}input{width:100%;border:1px solid #cfc9bd;border-radius:8px;padding:12px;margin:6px 0 14px;font-size:15px}button{width:100%;background:#e5533d;color:#fff;border:0;border-radius:8px;padding:13px;font-weight:700}`,
    body: `<div class="l"><b style="letter-spacing:.1em">LUMEN &amp; CO · DIGITAL</b><h1>Relatórios de mídia, aprovações de criativos e faturas em um só lugar.</h1><small>São Paulo · Lisboa · Milano</small></div>
<div class="r"><h2>Entrar no portal</h2><p style="color:#6b655b;font-size:14px">Use o e-mail cadastrado pela sua agência. Nunca pedimos sua senha do Facebook, Google ou Shopify.</p>
<form method="post" action="/entrar"><input type="hidden" name="_csrf" value="b3f1e2d9-7a0c-4c1b-9f5e-2d6a8c4b7e10"><input type="hidden" name="voltar" value="/relatorios/mensal">
<label>E-mail</label><input type="email" name="email" autocomplete="username" required><label>Senha</label><input type="password" name="senha" autocomplete="current-password" required>
<button type="submit">Entrar</button></form><p style="font-size:14px"><a href="/senha/recuperar">Esqueci minha senha</a> · <a href="/entrar/sso">Entrar com Google Workspace</a></p>
<p style="font-size:12px;color:#8a8478;margin-top:40px">Suporte: suporte@lumenco.com.br · +55 11 3090-4412 (seg–sex, 9h–18h)</p></div>`,
  }),
},

{
  id: 'ys-clean-govbr-sso-login-pt',
  label: 'clean',
  kind: 'government-login-own-domain',
  url: 'https://sso.acesso.gov.br/login?client_id=cav.receita.fazenda.gov.br&authorization_id=192a8e7f3c1',
  body: doc({
    lang: 'pt-BR',
    title: 'gov.br - Acesse sua conta',
    css: CSS.reset + `body{font-family:Rawline,Raleway,Arial,sans-serif;background:#f8f8f8;color:#333}.hd{background:#fff;box-shadow:0 1px 6px rgba(0,0,0,.16);padding:14px 28px;font-weight:900;font-size:24px}.hd span:first-child{color:#1351b4}.hd span:last-child{color:#ffcd07}.c{max-width:600px;margin:30px auto;background:#fff;padding:28px 34px;border-radius:4px;box-shadow:0 1px 6px rgba(0,0,0,.12)}input{width:100%;border:1px solid #888;border-radius:6px;padding:10px;font-size:16px;margin:6px 0 14px}button{background:#1351b4;color:#fff;border:0;border-radius:100px;padding:10px 30px;font-weight:600;font-size:16px}.o{border-top:1px solid #ddd;margin-top:20px;padding-top:14px;font-size:15px}.o a{display:block;margin:8px 0;color:#1351b4}`,
    body: `<div class="hd"><span>gov</span><span>.br</span></div>
<div class="c"><h2>Identifique-se no gov.br com:</h2><p><b>Número do CPF</b></p><p style="font-size:14px">Digite seu CPF para <b>criar</b> ou <b>acessar</b> sua conta gov.br</p>
<form method="post" action="/login"><input type="hidden" name="_csrf" value="1f0b9c8e-2c3d-4e5f-a6b7-c8d9e0f1a2b3"><input type="hidden" name="operation" value="enter-account-id"><label for="accountId">CPF</label><input id="accountId" name="accountId" placeholder="Digite seu CPF" inputmode="numeric"><button type="submit">Continuar</button></form>
<div class="o"><b>Outras opções de identificação:</b><a href="/login?tipo=banco">🏦 Login com seu banco</a><a href="/login?tipo=qrcode">📱 Seu aplicativo gov.br</a><a href="/login?tipo=certificado">🔐 Seu certificado digital</a><a href="/login?tipo=nuvem">☁ Seu certificado digital em nuvem</a></div></div>`,
  }),
},

{
  id: 'ys-clean-steam-login',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://store.steampowered.com/login/?redir=account%2F&redir_ssl=1',
  body: doc({
    title: 'Sign In',
    head: `<script src="https://store.akamai.steamstatic.com/public/javascript/applications/store/login.js?v=Gk2zP9" defer></script>`,
    css: CSS.reset + `body{font-family:"Motiva Sans",Arial,sans-serif;background:#181a21;color:#b8b6b4}.hd{background:#171a21;padding:18px 40px;color:#fff;font-weight:700}.c{max-width:740px;margin:50px auto;background:#181a21;display:flex;gap:40px;padding:30px}.f{flex:1}.f input{width:100%;background:#32353c;border:0;border-radius:2px;padding:10px;color:#fff;margin:4px 0 14px}.f button{background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;color:#fff;padding:12px 40px;border-radius:2px;font-size:16px}.qr{width:200px;height:200px;background:#fff;border-radius:4px}`,
    body: `<div class="hd">STEAM® &nbsp; STORE · COMMUNITY · ABOUT · SUPPORT</div>
<div class="c"><div class="f"><h1 style="color:#fff;font-size:24px">Sign in</h1><form method="post" action="https://login.steampowered.com/jwt/finalizelogin"><label style="color:#1999ff;font-size:12px;font-weight:700">SIGN IN WITH ACCOUNT NAME</label><input name="username" autocomplete="username"><label style="font-size:12px;font-weight:700">PASSWORD</label><input name="password" type="password" autocomplete="current-password"><label style="font-size:13px"><input type="checkbox" style="width:auto" checked> Remember me</label><br><br><button>Sign in</button></form><p style="font-size:13px"><a href="https://help.steampowered.com/wizard/HelpWithLogin" style="color:#b8b6b4">Help, I can't sign in</a></p></div>
<div><p style="color:#1999ff;font-size:12px;font-weight:700">OR SIGN IN WITH QR</p><div class="qr"></div><p style="font-size:12px">Use the <a href="/mobile" style="color:#1999ff">Steam Mobile App</a> to sign in via QR code</p></div></div>`,
  }),
},
];
