import { type Entry, redirectRoute } from '../entry.js';
import { doc, gtag, gtagRoute, js, json, html } from '../parts/zo-kit.js';
import { pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zo-clean-okta-tenant-sso',
    label: 'clean',
    kind: 'own-sso',
    url: 'https://northwindtraders.okta.com/app/northwindtraders_workday_1/exk1f9x2aBcD3eF4g5h6/sso/saml',
    routes: {
      'northwindtraders.okta.com/app/northwindtraders_workday_1/exk1f9x2aBcD3eF4g5h6/sso/saml': redirectRoute(302, 'https://northwindtraders.okta.com/login/login.htm?fromURI=%2Fapp%2Fnorthwindtraders_workday_1%2Fexk1f9x2aBcD3eF4g5h6%2Fsso%2Fsaml'),
      'northwindtraders.okta.com/login/login.htm': html(doc('Northwind Traders - Sign In', `
<div style="background:#f0f0f0;min-height:100vh;padding-top:60px">
<div style="width:400px;margin:0 auto;background:#fff;border:1px solid #ddd;border-radius:3px">
 <div style="padding:30px;text-align:center;border-bottom:1px solid #ddd"><img src="/bc/image/fileStoreRecord?id=fs0abc123" height="50" alt="Northwind Traders"></div>
 <div style="padding:30px 42px" id="okta-sign-in">
  <h2 style="font-size:15px;text-align:center">Sign In</h2>
  <form method="post" action="/api/v1/authn"><label for="u">Username</label><input id="u" name="username" autocomplete="username"><label for="p">Password</label><input id="p" name="password" type="password" autocomplete="current-password">
  <p style="font-size:13px"><input type="checkbox" style="width:auto"> Remember me</p><p><button class="btn" style="width:100%;background:#1662dd">Sign In</button></p></form>
  <p style="font-size:13px"><a href="/signin/forgot-password">Need help signing in?</a></p>
 </div>
 <div style="padding:12px;text-align:center;font-size:12px;color:#777;border-top:1px solid #ddd">Powered by Okta · <a href="https://www.okta.com/privacy-policy/">Privacy Policy</a></div>
</div>
<p style="text-align:center;font-size:12px;color:#666">This system is for authorized Northwind Traders users only. Activity may be monitored.</p>
</div>`)),
      'northwindtraders.okta.com/bc/image/fileStoreRecord': pngRoute(0, 60, 120),
    },
  },
  {
    id: 'zo-clean-duo-universal-prompt',
    label: 'clean',
    kind: 'mfa-prompt',
    url: 'https://api-7f3c21a9.duosecurity.com/frame/v4/auth/prompt?sid=frameless-4b1e2c7d-98a0-4c1f-b2e3-7d6a5c4b3a21',
    body: doc('Duo Security', `
<main style="max-width:420px;text-align:center;margin-top:60px">
 <img src="/frame/static/img/logo.png" width="120" height="40" alt="Acme University">
 <h1 style="font-size:22px">Check for a Duo Push</h1>
 <p>Verify it's you by approving the notification...</p>
 <p style="font-size:14px;color:#555">Sent to "iPhone" (•••-•••-4821)</p>
 <div style="font-size:40px;letter-spacing:6px;margin:20px 0">4 7 2</div>
 <p style="font-size:13px">Enter the code shown above into the Duo Mobile app</p>
 <p><a href="#">Other options</a> · <a href="#">Need help?</a></p>
 <p style="font-size:12px;color:#888">Secured by Duo</p>
</main>
<script>setTimeout(function(){fetch('/frame/v4/status?sid=frameless-4b1e2c7d',{method:'POST'}).then(function(r){return r.json()}).then(function(j){if(j.result==='SUCCESS')document.querySelector('h1').textContent='Success! Logging you in...';});},2500);</script>`),
    routes: {
      'api-7f3c21a9.duosecurity.com/frame/static/img/logo.png': pngRoute(120, 0, 0),
      'api-7f3c21a9.duosecurity.com/frame/v4/status': json({ stat: 'OK', response: { result: 'WAITING', status_code: 'pushed' } }),
    },
  },
  {
    id: 'zo-clean-entra-guest-invitation-redeem',
    label: 'clean',
    kind: 'invitation',
    url: 'https://invitations.microsoft.com/redeem/?tenant=3b1c2d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d&user=9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d&ticket=Qm9vdHN0cmFw%3D&ver=2.0',
    body: doc('Review permissions', `
<div style="width:440px;margin:80px auto;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);padding:44px">
 <div style="font-weight:600;color:#737373">Microsoft</div>
 <p style="font-size:13px">j.ferreira@lumenpartners.pt</p>
 <h1 style="font-size:22px;font-weight:600">Review permissions</h1>
 <p style="font-size:14px"><b>Contoso Ltd</b><br>contoso.onmicrosoft.com</p>
 <p style="font-size:14px">This resource is not shared by Microsoft.</p>
 <p style="font-size:14px">The organization Contoso Ltd would like to:</p>
 <ul style="font-size:14px"><li>Sign you in</li><li>Read your name, email address, and photo</li></ul>
 <p style="font-size:12px;color:#555">You should only accept if you trust Contoso Ltd. By accepting, you allow this organization to access and process your data to create, control, and administer an account according to their policies. Contoso Ltd has not provided a link to their privacy statement for you to review. Contoso Ltd may log information about your access. You can remove these permissions at https://myapps.microsoft.com/contoso.onmicrosoft.com</p>
 <div style="text-align:right"><button class="btn" style="background:#ccc;color:#000">Cancel</button> <button class="btn" style="background:#0067b8">Accept</button></div>
</div>`),
  },
  {
    id: 'zo-clean-pt-gov-br-login',
    label: 'clean',
    kind: 'gov-sso',
    url: 'https://sso.acesso.gov.br/login?client_id=servicos.receita.fazenda.gov.br&authorization_id=18f2c7a9d1e',
    body: doc('Acesso gov.br', `
<header style="border-bottom:1px solid #ddd"><b style="color:#1351b4">gov.br</b></header>
<main style="max-width:440px">
 <h1 style="font-size:20px">Identifique-se no gov.br com:</h1>
 <div style="border:1px solid #ddd;border-radius:6px;padding:16px">
  <p><b>Número do CPF</b></p><p style="font-size:13px">Digite seu CPF para <b>criar</b> ou <b>acessar</b> sua conta gov.br</p>
  <form method="post" action="/login"><label>CPF</label><input name="accountId" placeholder="Digite seu CPF" inputmode="numeric"><p><button class="btn" style="width:100%;background:#1351b4;border-radius:20px">Continuar</button></p></form>
 </div>
 <p style="font-size:14px">Outras opções de identificação:</p>
 <ul style="font-size:14px"><li>Login com seu banco</li><li>Seu certificado digital</li><li>Seu certificado digital em nuvem</li></ul>
 <p style="font-size:13px"><a href="#">Está com dúvidas e precisa de ajuda?</a> · <a href="#">Termo de Uso e Aviso de Privacidade</a></p>
</main>`, { lang: 'pt-BR' }),
  },
  {
    id: 'zo-clean-salesforce-identity-verification',
    label: 'clean',
    kind: 'mfa-prompt',
    url: 'https://brightwell.my.salesforce.com/_ui/identity/verification/method/EmailVerificationFinishUi/e?retURL=%2Fhome%2Fhome.jsp',
    body: doc('Verify Your Identity | Salesforce', `
<div style="background:#f4f6f9;min-height:100vh;padding-top:50px">
<div style="width:380px;margin:0 auto;text-align:center"><b style="color:#00a1e0;font-size:28px">salesforce</b></div>
<div style="width:380px;margin:16px auto;background:#fff;border:1px solid #d8dde6;border-radius:4px;padding:24px">
 <h2 style="font-size:18px;margin-top:0">Verify Your Identity</h2>
 <p style="font-size:13px">You're trying to Log In to Salesforce. To make sure your Salesforce account is secure, we have to verify your identity.</p>
 <p style="font-size:13px">Enter the verification code we emailed to a•••••@brightwell-logistics.com.</p>
 <form method="post" action="/_ui/identity/verification/method/EmailVerificationFinishUi/e"><label>Verification Code</label><input name="emc" maxlength="5"><p><button class="btn" style="width:100%;background:#0070d2">Verify</button></p></form>
 <p style="font-size:12px"><a href="#">Resend Code</a></p>
</div>
<p style="text-align:center;font-size:11px;color:#54698d">© 2026 Salesforce, Inc. All rights reserved. | Privacy</p></div>`),
  },
  {
    id: 'zo-clean-hubspot-session-expired',
    label: 'clean',
    kind: 'own-login',
    url: 'https://app.hubspot.com/login?loginRedirectUrl=https%3A%2F%2Fapp.hubspot.com%2Fcontacts%2F4471920%2Fobjects%2F0-1%2Fviews%2Fall%2Flist&reason=session_expired',
    body: doc('HubSpot Login', `
<main style="max-width:420px;text-align:center;margin-top:40px">
 <b style="color:#ff7a59;font-size:28px">HubSpot</b>
 <div style="background:#fef6e7;border:1px solid #f5c26b;padding:10px;font-size:13px;margin:16px 0">Your session has expired. Please log in again.</div>
 <p style="font-size:14px">Don't have an account? <a href="#">Sign up</a></p>
 <form method="post" action="/login-api/v1/login" style="text-align:left"><label>Email address</label><input name="email" type="email"><label>Password</label><input name="password" type="password"><p><input type="checkbox" style="width:auto"> Remember me</p><p><button class="btn" style="width:100%;background:#ff7a59">Log in</button></p></form>
 <p style="font-size:13px"><a href="#">Forgot my password</a> · <a href="#">Log in with SSO</a></p>
 <p style="font-size:13px">or</p><p><button class="btn" style="background:#fff;color:#333;border:1px solid #ccc;width:100%">Sign in with Google</button></p>
</main>
<footer style="text-align:center">©2026 HubSpot, Inc. · Privacy Policy · Security</footer>
${gtag('js.hs-analytics.net', 'G-HSLOGIN1')}`),
    routes: { 'js.hs-analytics.net/gtag/js': gtagRoute() },
  },
];
