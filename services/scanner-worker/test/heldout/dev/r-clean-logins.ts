import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, imgRoute, gtag, cookieBar, baseCss } from '../parts/r-kit.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'r-clean-brand-login-microsoftonline',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&response_type=code&scope=openid%20profile&redirect_uri=https%3A%2F%2Fwww.office.com%2Flandingv2&state=r7b2',
  body: doc({ title: 'Sign in to your account', css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#f2f2f2}.b{width:440px;margin:110px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px}.bt{background:#0067b8;color:#fff;border:0;padding:7px 34px;float:right;margin-top:24px}` },
`<div class="b"><img src="/common/images/microsoft_logo.png" width="108" height="24" alt="Microsoft"><h1 style="font-size:24px;font-weight:600">Sign in</h1>
<form method="post" action="/common/GetCredentialType?mkt=en-US" id="i0281"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype" aria-label="Enter your email, phone, or Skype."><p style="font-size:13px">No account? <a href="https://signup.live.com/">Create one!</a></p><p style="font-size:13px"><a href="#">Can’t access your account?</a></p><button class="bt">Next</button></form><div style="clear:both"></div></div>
<div style="position:fixed;bottom:0;right:0;font-size:12px;padding:8px"><a href="https://www.microsoft.com/en-US/servicesagreement/">Terms of use</a> &nbsp; <a href="https://privacy.microsoft.com/en-US/privacystatement">Privacy &amp; cookies</a></div>`),
  routes: { 'login.microsoftonline.com/common/images/microsoft_logo.png': imgRoute(115, 115, 115) },
},
{
  id: 'r-clean-brand-login-google-accounts',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://accounts.google.com/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com%2Fmail%2F&service=mail&flowName=GlifWebSignIn&hl=de',
  body: doc({ lang: 'de', title: 'Gmail', css: `body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f0f4f9}.c{max-width:1040px;margin:80px auto;background:#fff;border-radius:28px;padding:36px;display:flex;gap:40px}input{width:100%;height:54px;border:1px solid #747775;border-radius:4px;padding:0 14px;font-size:16px}
.nx{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;float:right;margin-top:40px}` },
`<div class="c"><div style="flex:1"><svg width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="20" fill="#4285f4"/></svg><h1 style="font-weight:400">Anmelden</h1><p>Weiter zu Gmail</p></div>
<div style="flex:1;padding-top:50px"><form method="post" action="/v3/signin/_/AccountsSignInUi/data/batchexecute"><input type="email" name="identifier" aria-label="E-Mail-Adresse oder Telefonnummer" placeholder="E-Mail-Adresse oder Telefonnummer"><p style="color:#0b57d0;font-size:14px">E-Mail-Adresse vergessen?</p>
<p style="font-size:14px;color:#444">Nicht Ihr Computer? Verwenden Sie ein privates Browserfenster, um sich anzumelden. <a href="https://support.google.com/accounts?p=signin_privatebrowsing&hl=de">Weitere Informationen zur Nutzung des Gastmodus</a></p><button class="nx">Weiter</button></form></div></div>
<p style="text-align:center;font-size:12px">Deutsch · <a href="https://support.google.com/accounts?hl=de">Hilfe</a> · <a href="https://accounts.google.com/TOS?loc=DE&hl=de&privacy=true">Datenschutz</a> · <a href="https://accounts.google.com/TOS?loc=DE&hl=de">Nutzungsbedingungen</a></p>`),
},
{
  id: 'r-clean-brand-login-paypal-signin',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://www.paypal.com/signin?returnUri=%2Fmyaccount%2Fsummary&locale.x=en_US',
  body: doc({ title: 'Log in to your PayPal account', css: `body{margin:0;font-family:"PayPal Sans",Helvetica,Arial,sans-serif}.c{width:460px;margin:60px auto;border:1px solid #eaeced;border-radius:12px;padding:40px 50px}input{width:100%;height:48px;border:1px solid #9da3a6;border-radius:4px;padding:0 12px;margin:8px 0}.b{width:100%;height:48px;border-radius:24px;background:#0070ba;color:#fff;border:0;font-weight:600}` },
`<div class="c"><div style="text-align:center;font:italic 700 30px Verdana;color:#003087">PayPal</div><form method="post" action="/signin"><input type="hidden" name="_csrf" value="Qm9vbGVhbjp0cnVl"><input type="email" name="login_email" placeholder="Email or mobile number"><a href="/authflow/password-recovery/" style="font-size:14px">Forgot email?</a><button class="b" style="margin-top:14px">Next</button></form>
<p style="text-align:center;color:#6c7378">or</p><a href="/webapps/mpp/account-selection" style="display:block;text-align:center">Sign Up</a>
<p style="text-align:center;font-size:12px;color:#6c7378;margin-top:40px"><a href="/us/smarthelp/contact-us">Contact Us</a> · <a href="/myaccount/privacy/privacyhub">Privacy</a> · <a href="/us/legalhub/home">Legal</a> · Worldwide</p></div>
<script>window.PAYPAL={locale:'en_US',fptiEnabled:true};(function(){var i=new Image();i.src='/xoplatform/logger/api/logger?e=signin_view&t='+Date.now();})();</script>`),
  routes: { 'www.paypal.com/xoplatform/logger/api/logger': { status: 204, headers: {}, body: '' } },
},
{
  id: 'r-clean-idp-google-oauth-from-app',
  label: 'clean',
  kind: 'idp-flow',
  url: 'https://app.ledgerly-invoicing.com/auth/google?next=%2Fdashboard',
  routes: {
    'app.ledgerly-invoicing.com/auth/google': redirectRoute(302, 'https://accounts.google.com/o/oauth2/v2/auth/oauthchooseaccount?client_id=88412230.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fapp.ledgerly-invoicing.com%2Fauth%2Fgoogle%2Fcallback&response_type=code&scope=openid%20email%20profile&state=xk2'),
    'accounts.google.com/o/oauth2/v2/auth/oauthchooseaccount': htmlRoute(doc({ title: 'Sign in - Google Accounts', css: `body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f0f4f9}.c{max-width:900px;margin:80px auto;background:#fff;border-radius:28px;padding:36px}input{width:100%;height:54px;border:1px solid #747775;border-radius:4px;padding:0 14px}` },
      `<div class="c"><h1 style="font-weight:400">Sign in</h1><p>to continue to <a href="https://ledgerly-invoicing.com">ledgerly-invoicing.com</a></p><form method="post" action="/v3/signin/_/AccountsSignInUi/data/batchexecute"><input type="email" name="identifier" placeholder="Email or phone"><p style="font-size:13px;color:#444">To continue, Google will share your name, email address, language preference, and profile picture with ledgerly-invoicing.com. Before using this app, you can review ledgerly-invoicing.com’s <a href="https://ledgerly-invoicing.com/legal/privacy">privacy policy</a> and <a href="https://ledgerly-invoicing.com/legal/terms">terms of service</a>.</p><button style="background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;float:right">Next</button></form><div style="clear:both"></div></div>`)),
  },
},
{
  id: 'r-clean-idp-microsoft-tenant-redirect',
  label: 'clean',
  kind: 'idp-flow',
  url: 'https://portal.brightlane-consulting.com/auth/login?provider=azuread',
  routes: {
    'portal.brightlane-consulting.com/auth/login': redirectRoute(302, 'https://login.microsoftonline.com/6f3a9c21-8d4e-4b17-a2f5-0c91d8e7b3aa/oauth2/v2.0/authorize?client_id=c2d1e7f4-1a22-4bb0-9f13-7e6a5d4c3b21&response_type=code&redirect_uri=https%3A%2F%2Fportal.brightlane-consulting.com%2Fsignin-oidc&scope=openid%20profile%20offline_access&response_mode=form_post&nonce=638f2'),
    'login.microsoftonline.com/6f3a9c21-8d4e-4b17-a2f5-0c91d8e7b3aa/oauth2/v2.0/authorize': htmlRoute(doc({ title: 'Sign in to your account', css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#f2f2f2}.b{width:440px;margin:110px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px}` },
      `<div class="b"><img src="https://aadcdn.msauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" width="108" height="24" alt="Microsoft"><p style="font-weight:600;margin:12px 0 0">Brightlane Consulting</p><h1 style="font-size:24px;font-weight:600">Sign in</h1><form method="post" action="/6f3a9c21-8d4e-4b17-a2f5-0c91d8e7b3aa/login"><input type="email" name="loginfmt" placeholder="someone@brightlane-consulting.com"><p style="font-size:13px"><a href="#">Can’t access your account?</a></p><button style="background:#0067b8;color:#fff;border:0;padding:7px 34px;float:right">Next</button></form><div style="clear:both"></div><p style="font-size:13px;color:#555">Use your Brightlane account. For help contact servicedesk@brightlane-consulting.com.</p></div>`)),
    'aadcdn.msauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg': { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/></svg>' },
  },
},
{
  id: 'r-clean-brand-login-amazon-co-jp',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://www.amazon.co.jp/ap/signin?openid.pape.max_auth_age=0&openid.return_to=https%3A%2F%2Fwww.amazon.co.jp%2Fgp%2Fcss%2Forder-history&openid.assoc_handle=jpflex&openid.mode=checkid_setup',
  body: doc({ lang: 'ja', title: 'Amazonサインイン', css: `body{margin:0;font-family:Meiryo,Arial,sans-serif}.b{width:350px;margin:0 auto;border:1px solid #ddd;border-radius:8px;padding:20px 26px}input{width:100%;padding:7px;border:1px solid #a6a6a6;border-radius:3px;margin:4px 0 12px}button{width:100%;background:#ffd814;border:1px solid #fcd200;border-radius:8px;padding:8px}` },
`<div style="text-align:center;font:700 30px Arial;margin:20px">amazon.co.jp</div><div class="b"><h1 style="font-weight:400;font-size:28px">ログイン</h1><form method="post" action="https://www.amazon.co.jp/ap/signin"><label><b>Eメールまたは携帯電話番号</b></label><input type="email" name="email"><button>次に進む</button></form><p style="font-size:12px">続行することで、Amazonの<a href="/gp/help/customer/display.html?nodeId=201909000">利用規約</a>および<a href="/gp/help/customer/display.html?nodeId=201909010">プライバシー規約</a>に同意するものとみなされます。</p><p style="font-size:13px"><a href="/gp/help/customer/account-issues">お困りですか？</a></p></div>
<p style="text-align:center;font-size:11px;color:#555">© 1996-2025, Amazon.com, Inc. or its affiliates</p>`),
},
];
