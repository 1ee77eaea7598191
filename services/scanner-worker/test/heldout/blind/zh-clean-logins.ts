import type { Entry } from '../entry.js';
import { doc, esc, msLogo, googleLogo, wordmark, jsRoute, jsonRoute, imgRoute, favicon, htmlRoute, cssRoute } from '../parts/zh-kit.js';

export const entries: Entry[] = [
  {
  id: 'zh-clean-google-accounts-identifier',
  label: 'clean',
  kind: 'vendor-login',
  url: 'https://accounts.google.com/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com%2Fmail%2Fu%2F0%2F&hd=verdantpayroll.com&flowName=GlifWebSignIn&flowEntry=ServiceLogin&ifkv=AcMMx-cX',
  body: doc('Gmail', `<div style="max-width:450px;margin:90px auto;border:1px solid #dadce0;border-radius:28px;padding:36px 40px;font-family:'Google Sans',Roboto,Arial">${googleLogo}
<h1 style="font-weight:400;font-size:32px;margin:20px 0 8px">Sign in</h1><p>to continue to Gmail</p>
<form method="post" action="/v3/signin/_/AccountsSignInUi/data/batchexecute" id="f"><input type="email" name="identifier" autocomplete="username" placeholder="Email or phone" style="width:100%;padding:14px;border:1px solid #747775;border-radius:4px;font-size:16px;margin-top:20px">
<p><a href="https://accounts.google.com/signin/v2/usernamerecovery" style="color:#0b57d0;font-size:14px;font-weight:500">Forgot email?</a></p>
<p style="font-size:14px;color:#444">Not your computer? Use a private browsing window to sign in. <a href="https://support.google.com/accounts?p=signin_privatebrowsing" style="color:#0b57d0">Learn more about using Guest mode</a></p>
<div style="display:flex;justify-content:space-between;margin-top:30px"><a href="https://accounts.google.com/signup" style="color:#0b57d0;font-size:14px">Create account</a><button style="background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px">Next</button></div></form></div>
<div style="max-width:450px;margin:auto;font-size:12px;color:#444;display:flex;justify-content:space-between"><span>English (United States)</span><span><a href="https://support.google.com/accounts" style="color:#444">Help</a> · <a href="https://policies.google.com/privacy" style="color:#444">Privacy</a> · <a href="https://policies.google.com/terms" style="color:#444">Terms</a></span></div>`),
  routes: { 'accounts.google.com/v3/signin/_/AccountsSignInUi/data/batchexecute': jsonRoute([['wrb.fr', null, null]]) },
},
  {
  id: 'zh-clean-okta-tenant-signin',
  label: 'clean',
  kind: 'vendor-login',
  url: 'https://hartwellgroup.okta.com/oauth2/default/v1/authorize?client_id=0oa8f2k3jsU7dLx5d697&response_type=code&scope=openid%20profile&redirect_uri=https%3A%2F%2Fintranet.hartwellgroup.com%2Fauthorization-code%2Fcallback&state=Tz8bX',
  body: doc('Hartwell Group - Sign In', `<div style="background:#f5f5f5;min-height:100vh;padding-top:60px;font-family:'Public Sans',Arial"><main id="okta-sign-in" style="width:400px;margin:auto;background:#fff;border:1px solid #ddd;border-radius:6px">
<div style="padding:28px;text-align:center;border-bottom:1px solid #eee"><img src="/fs/bco/1/fs0a1b2c3d4e5" alt="Hartwell Group logo" width="150" height="40"></div>
<form method="post" action="/idp/idx/identify" style="padding:30px 40px"><h2 style="font-size:18px;text-align:center">Sign In</h2>
<label for="input28">Username</label><input id="input28" name="identifier" autocomplete="username" style="width:100%;padding:9px;margin:4px 0 14px;border:1px solid #8c8c96;border-radius:4px">
<label><input type="checkbox" name="rememberMe"> Keep me signed in</label>
<input type="submit" value="Next" style="width:100%;background:#1662dd;color:#fff;border:0;padding:11px;margin-top:16px;border-radius:4px">
<p style="font-size:13px"><a href="/help/login">Help</a></p></form>
<div style="text-align:center;font-size:11px;color:#6e6e78;padding:10px 0 16px">Powered by Okta · <a href="https://www.okta.com/privacy-policy/" style="color:#6e6e78">Privacy Policy</a></div></main></div>
<script>var oktaData={"redirectUri":"https://hartwellgroup.okta.com/oauth2/default/v1/authorize","isMobileClientLogin":false,"orgSyncToAccountChooserEnabled":true,"stateToken":"eyJ6aXAiOiJERUYiLCJhbGlhcyI6ImVuY3J5cHRpb25rZXkiLCJ2ZXIiOiIxIiwib2lkIjoiMDBvMWFiYzIiLCJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiZGlyIn0"};</script>`),
  routes: {
    'hartwellgroup.okta.com/fs/bco/1/fs0a1b2c3d4e5': imgRoute(12, 50, 90),
    'hartwellgroup.okta.com/idp/idx/identify': jsonRoute({ version: '1.0.0', stateHandle: '02abc', remediation: { type: 'array', value: [{ name: 'challenge-authenticator' }] } }),
  },
},
  {
  id: 'zh-clean-zoom-signin',
  label: 'clean',
  kind: 'vendor-login',
  url: 'https://zoom.us/signin?_x_zm_rtaid=Rk2pq9&_x_zm_rhtaid=771#/login',
  body: doc('Sign In | Zoom', `<header style="padding:14px 32px;border-bottom:1px solid #ededf4">${wordmark('zoom', '#0b5cff', 26)}<nav style="float:right;font-size:14px"><a href="https://zoom.us/support" style="margin:0 10px">Support</a><a href="https://zoom.us/signup" style="margin:0 10px">Sign Up Free</a></nav></header>
<main style="max-width:420px;margin:60px auto;font-family:Lato,Arial"><h1 style="font-size:28px">Sign in</h1>
<form method="post" action="/signin/login"><input name="email" type="email" placeholder="Email Address" style="width:100%;padding:12px;border:1px solid #bbb;border-radius:8px;margin:6px 0"><input name="password" type="password" placeholder="Password" style="width:100%;padding:12px;border:1px solid #bbb;border-radius:8px;margin:6px 0">
<p style="font-size:13px"><a href="https://zoom.us/forgot_password">Forgot password?</a> · <a href="https://zoom.us/help">Help</a></p>
<button style="width:100%;background:#0b5cff;color:#fff;border:0;border-radius:8px;padding:12px;font-size:16px">Sign In</button></form>
<p style="text-align:center;color:#666;font-size:13px">or sign in with</p><p style="text-align:center"><a href="https://zoom.us/saml/login">SSO</a> · <a href="https://zoom.us/google_oauth_signin">Google</a> · <a href="https://zoom.us/facebook_oauth_signin">Facebook</a></p>
<p style="font-size:12px;color:#666">By signing in, I agree to the <a href="https://explore.zoom.us/en/privacy/">Zoom's Privacy Statement</a> and <a href="https://explore.zoom.us/en/terms/">Terms of Service</a>.</p></main>
<footer style="text-align:center;font-size:12px;color:#888;padding:30px">©2026 Zoom Communications, Inc. All rights reserved.</footer>`),
  routes: { 'zoom.us/signin/login': jsonRoute({ status: false, errorCode: 1001, errorMessage: 'Incorrect email or password' }) },
},
  {
  id: 'zh-clean-slack-workspace-signin',
  label: 'clean',
  kind: 'vendor-login',
  url: 'https://northwind-ops.slack.com/sign_in_with_password?redir=%2Fgantry%2Fclient',
  body: doc('Sign in to Northwind Ops | Slack', `<div style="text-align:center;padding:40px 20px;font-family:Lato,'Helvetica Neue',Arial">${wordmark('slack', '#4a154b', 30)}
<h1 style="font-size:42px;margin:30px 0 8px">Sign in to Northwind Ops</h1><p style="color:#616061">northwind-ops.slack.com</p>
<form method="post" action="/sign_in_with_password" style="max-width:400px;margin:20px auto;text-align:left">
<input type="hidden" name="signin" value="1"><input type="hidden" name="crumb" value="s-1764441001-4b1c0a3f9d-☃">
<input name="email" type="email" placeholder="name@work-email.com" style="width:100%;padding:12px;border:1px solid #868686;border-radius:4px;margin:6px 0;font-size:17px">
<input name="password" type="password" placeholder="Your password" style="width:100%;padding:12px;border:1px solid #868686;border-radius:4px;margin:6px 0;font-size:17px">
<button style="width:100%;background:#4a154b;color:#fff;border:0;border-radius:4px;padding:13px;font-size:17px;font-weight:700">Sign In</button></form>
<p style="font-size:14px"><a href="/forgot">Forgot password?</a> · <a href="https://slack.com/get-started#/find">Find your workspace</a></p></div>
<footer style="text-align:center;font-size:13px;color:#616061;margin-top:40px"><a href="https://slack.com/legal" style="color:#616061">Privacy &amp; Terms</a> · <a href="https://slack.com/help/requests/new" style="color:#616061">Contact Us</a></footer>`),
},
  {
  id: 'zh-clean-dropbox-login',
  label: 'clean',
  kind: 'vendor-login',
  url: 'https://www.dropbox.com/login?cont=https%3A%2F%2Fwww.dropbox.com%2Fhome%2FFinance%2520Shared&src=zh_email_link',
  body: doc('Dropbox - Log in', `<header style="padding:16px 32px;border-bottom:1px solid #eee">${wordmark('Dropbox', '#0061fe', 22)}</header>
<main style="max-width:400px;margin:60px auto;font-family:'Sharp Grotesk',Arial"><h1 style="font-size:28px">Log in or sign up</h1>
<button style="width:100%;padding:11px;border:1px solid #bbb;background:#fff;border-radius:8px;margin:4px 0">Continue with Google</button><button style="width:100%;padding:11px;border:1px solid #bbb;background:#fff;border-radius:8px;margin:4px 0">Continue with Apple</button>
<p style="text-align:center;color:#777">or</p>
<form method="post" action="/ajax_login"><input name="login_email" type="email" placeholder="Email" style="width:100%;padding:11px;border:1px solid #bbb;border-radius:8px;margin:4px 0"><button style="width:100%;background:#0061fe;color:#fff;border:0;border-radius:8px;padding:11px;margin-top:8px">Continue</button></form>
<p style="font-size:12px;color:#666">By continuing, you agree to the Dropbox <a href="https://www.dropbox.com/terms">Terms</a> and <a href="https://www.dropbox.com/privacy">Privacy Policy</a>.</p></main>`),
  routes: { 'www.dropbox.com/ajax_login': jsonRoute({ status: 'ok', redirect: '/home' }) },
},
  {
  id: 'zh-clean-box-account-login',
  label: 'clean',
  kind: 'vendor-login',
  url: 'https://account.box.com/login?redirect_url=%2Ffolder%2F248813370411',
  body: doc('Box | Login', `<div style="font-family:Lato,Arial;max-width:380px;margin:70px auto;text-align:center">${wordmark('box', '#0061d5', 34)}
<form method="post" action="/login" style="text-align:left;margin-top:30px"><input type="hidden" name="request_token" value="b5ac3f1d20f8e4a1c7">
<label style="font-size:13px">Email Address</label><input name="login" type="email" style="width:100%;padding:10px;border:1px solid #bbb;border-radius:6px;margin:4px 0 16px">
<button style="width:100%;background:#0061d5;color:#fff;border:0;border-radius:6px;padding:11px;font-weight:700">Next</button></form>
<p><a href="https://account.box.com/login/sso" style="font-size:14px">Use Single Sign On (SSO)</a></p><p style="font-size:13px">Don't have an account? <a href="https://www.box.com/pricing">Sign up</a></p>
<p style="font-size:11px;color:#888;margin-top:50px">© Box 2026 · <a href="https://www.box.com/legal/privacypolicy" style="color:#888">Privacy Policy</a></p></div>`),
},
  {
  id: 'zh-clean-sharepoint-access-denied',
  label: 'clean',
  kind: 'vendor-login',
  url: 'https://pinecrestlabs.sharepoint.com/sites/Finance/_layouts/15/AccessDenied.aspx?Source=https%3A%2F%2Fpinecrestlabs.sharepoint.com%2Fsites%2FFinance%2FShared%20Documents%2FQ4%20Forecast.xlsx&correlation=8d1e99a1-d0a1-7000',
  body: doc('Request access', `<div style="background:#036c70;color:#fff;padding:10px 20px;font-weight:600">SharePoint</div>
<div style="max-width:520px;margin:70px auto;font-family:'Segoe UI'"><h1 style="font-weight:300;font-size:34px">You need permission to access this item.</h1>
<p>You're signed in as <b>ajensen@pinecrestlabs.com</b>. <a href="/_layouts/15/SignOut.aspx">Sign in with a different account</a></p>
<form method="post" action="/sites/Finance/_layouts/15/AccessDenied.aspx/request"><label>Request access</label><textarea name="msg" rows="4" style="width:100%" placeholder="Add a message (optional)"></textarea><button style="background:#0078d4;color:#fff;border:0;padding:8px 20px;margin-top:8px">Request Access</button></form>
<p style="font-size:12px;color:#605e5c">Technical Details: Correlation ID 8d1e99a1-d0a1-7000-9b2d-3e6f15c4a1b2 · Date and Time: 11/29/2026 8:42:11 PM</p></div>`),
  routes: { 'pinecrestlabs.sharepoint.com/sites/Finance/_layouts/15/AccessDenied.aspx/request': htmlRoute(doc('Request sent', '<p style="margin:60px">Your request has been sent.</p>')) },
},
  {
  id: 'zh-clean-corp-keycloak-sv',
  label: 'clean',
  kind: 'corporate-sso',
  url: 'https://id.nordkustbygg.se/realms/personal/protocol/openid-connect/auth?client_id=intranat&redirect_uri=https%3A%2F%2Fintranat.nordkustbygg.se%2F&response_type=code&scope=openid&kc_locale=sv',
  body: doc('Logga in på Nordkust Bygg', `<div style="background:#e8eef2;min-height:100vh;font-family:Arial;padding-top:80px"><div style="width:400px;margin:auto;background:#fff;padding:34px;border-radius:4px">
<h1 style="font-size:22px;color:#1f4e6b">Nordkust Bygg AB</h1><p>Logga in på ditt konto</p>
<form id="kc-form-login" method="post" action="/realms/personal/login-actions/authenticate?session_code=Xk2a&execution=6f1e&client_id=intranat&tab_id=hQ"><label>Användarnamn eller e-post</label><input name="username" style="width:100%;padding:9px;margin:4px 0 12px"><label>Lösenord</label><input name="password" type="password" style="width:100%;padding:9px;margin:4px 0 12px">
<label><input type="checkbox" name="rememberMe"> Kom ihåg mig</label><br><input type="submit" value="Logga in" style="width:100%;background:#1f4e6b;color:#fff;border:0;padding:11px;margin-top:12px"></form>
<p style="font-size:13px"><a href="/realms/personal/login-actions/reset-credentials">Glömt lösenord?</a></p>
<p style="font-size:12px;color:#666">Problem att logga in? Kontakta IT-support på 031-555 21 00 eller it@nordkustbygg.se.</p></div></div>`, { lang: 'sv' }),
},
  {
  id: 'zh-clean-corp-sso-ja',
  label: 'clean',
  kind: 'corporate-sso',
  url: 'https://auth.tanabe-seiki.co.jp/login?service=https%3A%2F%2Fportal.tanabe-seiki.co.jp%2F',
  body: doc('統合認証 – 田辺精機株式会社', `<div style="font-family:Meiryo,'Hiragino Sans',Arial;background:#f4f6f8;min-height:100vh;padding-top:70px"><div style="width:420px;margin:auto;background:#fff;padding:34px;border:1px solid #ddd">
<h1 style="font-size:20px;color:#003a70">田辺精機株式会社 統合認証システム</h1>
<form method="post" action="/login?service=https%3A%2F%2Fportal.tanabe-seiki.co.jp%2F"><label>社員番号またはメールアドレス</label><input name="username" style="width:100%;padding:9px;margin:4px 0 12px"><label>パスワード</label><input name="password" type="password" style="width:100%;padding:9px;margin:4px 0 12px">
<input type="hidden" name="execution" value="e1s1"><input type="hidden" name="_eventId" value="submit"><button style="width:100%;background:#003a70;color:#fff;border:0;padding:11px">ログイン</button></form>
<ul style="font-size:12px;color:#555;line-height:1.8"><li>パスワードを忘れた場合は情報システム部（内線 2200）までご連絡ください。</li><li>社外からのアクセスには多要素認証が必要です。</li><li>不審なメールのリンクからこの画面が表示された場合はログインしないでください。</li></ul></div></div>`, { lang: 'ja' }),
},
  {
  id: 'zh-clean-onedrive-share-redeem',
  label: 'clean',
  kind: 'doc-share',
  url: 'https://pinecrestlabs-my.sharepoint.com/:x:/g/personal/ajensen_pinecrestlabs_com/EbR2mV0cQ1xPm9kT8sZ3yN4BfQ7aXz?e=Kc3T9p',
  body: doc('Headcount Plan FY27.xlsx', `<div style="background:#217346;color:#fff;padding:8px 16px;font-size:14px;font-weight:600">Excel · Headcount Plan FY27.xlsx <span style="float:right;font-weight:400">Saved to OneDrive</span></div>
<div style="padding:12px 16px;border-bottom:1px solid #ddd;font-size:13px">File &nbsp; Home &nbsp; Insert &nbsp; Data &nbsp; Review &nbsp; View &nbsp; Help</div>
<table style="border-collapse:collapse;font-size:13px;margin:12px" border="1"><tr><th></th><th>A</th><th>B</th><th>C</th><th>D</th></tr><tr><td>1</td><td><b>Team</b></td><td><b>Current</b></td><td><b>FY27 Plan</b></td><td><b>Delta</b></td></tr><tr><td>2</td><td>Engineering</td><td>42</td><td>51</td><td>9</td></tr><tr><td>3</td><td>Sales</td><td>18</td><td>22</td><td>4</td></tr><tr><td>4</td><td>G&amp;A</td><td>9</td><td>10</td><td>1</td></tr></table>
<script>window.__wacConfig={appId:"Excel",host:"pinecrestlabs-my.sharepoint.com",session:"c7a1e9"};</script>`),
},
  {
  id: 'zh-clean-adobe-sign-agreement',
  label: 'clean',
  kind: 'esign-envelope',
  url: 'https://secure.na2.adobesign.com/public/apiesign?pid=CBFCIBAA3AAABLblqZhD7hxQ2mXc-kHnT&client_id=CBJCHBCAABAAqz&zh=1',
  body: doc('Adobe Acrobat Sign', `<div style="background:#f5f5f5;min-height:100vh;font-family:'adobe-clean',Arial"><header style="background:#fff;padding:12px 24px;border-bottom:1px solid #ddd">${wordmark('Adobe Acrobat Sign', '#eb1000', 18)}</header>
<div style="max-width:800px;margin:20px auto;background:#fff;padding:30px"><p style="background:#e8f1fc;padding:10px">Click here to review and sign <b>Mutual NDA – Orbit Dental Partners</b>.</p>
<div style="border:1px solid #ddd;padding:40px;font-family:Georgia;line-height:1.7"><h3 style="text-align:center">MUTUAL NON-DISCLOSURE AGREEMENT</h3><p>This Mutual Non-Disclosure Agreement is entered into as of the Effective Date by and between Orbit Dental Partners, LLC and the counterparty named below…</p><p><span style="background:#fff3c4;padding:4px 30px">Signature</span></p></div>
<button style="margin-top:16px;background:#1473e6;color:#fff;border:0;border-radius:16px;padding:10px 24px">Click to Sign</button></div>
<footer style="text-align:center;font-size:11px;color:#777">By signing, I agree to this agreement, the Consumer Disclosure and to do business electronically with Orbit Dental Partners. Powered by Adobe Acrobat Sign.</footer></div>`),
},
];
