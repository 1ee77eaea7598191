import { type Entry } from '../entry.js';
import { cssRoute, jsRoute } from '../parts/e-bin.js';
import { googleG, msBoxCss, msLogo } from '../parts/yf-kit.js';

// Sign-in pages on the brands' and agencies' own hostnames, cleared by the analysts.

const msConfig = (o: { tenant: string; ctx: string; canary: string; flow: string; locale: string; branding?: string }): string => `//<![CDATA[
$Config={"fShowPersistentCookiesWarning":false,"urlMsaSignUp":"https://login.live.com/oauth20_authorize.srf?scope=openid+profile+email+offline_access\\u0026response_type=code\\u0026client_id=51483342-085c-4d86-bf88-cf50c7252078","urlMsaLogout":"https://login.live.com/logout.srf?iframed_by=https%3a%2f%2flogin.microsoftonline.com","urlOtherIdpForget":"https://login.live.com/forgetme.srf?iframed_by=https%3a%2f%2flogin.microsoftonline.com","showCantAccessAccountLink":true,"urlGitHubFed":"https://login.live.com/oauth20_authorize.srf","fShowSignInWithGitHubOnlyOnCredPicker":true,"arrExternalTrustedRealmFederatedIdps":[],"urlResetPassword":"https://passwordreset.microsoftonline.com/?ru=https%3a%2f%2flogin.microsoftonline.com%2f${o.tenant}%2freprocess%3fctx%3d${o.ctx}","urlGetCredentialType":"https://login.microsoftonline.com/common/GetCredentialType?mkt=${o.locale}","urlPost":"/${o.tenant}/login","sCtx":"${o.ctx}","sFT":"${o.flow}","canary":"${o.canary}","correlationId":"8d1f2b7c-6e0a-4f39-b2d1-3c9e7a5f1b40","sessionId":"1b7e9c2a-4d3f-4a8b-9e61-07c52f3d8a19","locale":{"mkt":"${o.locale}","lcid":3081},"slMaxRetry":2,"iMaxStackForKnockoutAsyncComponents":10000,"strCopyrightTxt":"\\u00A92024 Microsoft","fBreakBrandingSigninString":true,"staticTenantBranding":${o.branding ?? 'null'},"oAppCobranding":{},"iBackgroundImage":4,"fApplicationInsightsEnabled":false,"iApplicationInsightsEnabledPercentage":0,"urlSetDebugMode":"https://login.microsoftonline.com/common/debugmode","fEnableCssAnimation":true,"fAllowGrayOutLightBox":true,"fIsRemoteNGCSupported":true,"desktopSsoConfig":{"isEdgeAnaheimAllowed":true,"iwaEndpointUrlFormat":"https://autologon.microsoftazuread-sso.com/{0}/winauth/sso?client-request-id=8d1f2b7c-6e0a-4f39-b2d1-3c9e7a5f1b40","iwaSsoProbeUrlFormat":"https://autologon.microsoftazuread-sso.com/{0}/winauth/ssoprobe?client-request-id=8d1f2b7c-6e0a-4f39-b2d1-3c9e7a5f1b40","iwaRequestTimeoutInMs":10000},"urlCdn":"https://aadcdn.msftauth.net/shared/1.0/","urlDefaultFavicon":"https://aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_eupayfgghqiai7k9sol6lg2.ico","fAllowPhoneSignIn":true,"fAllowPhoneInput":true,"scid":1013,"hpgact":1800,"hpgid":1104,"pgid":"ConvergedSignIn","apiCanary":"PAQABDgEAAADnfolhJpSnRYB1SVj-Hgd8${o.canary.slice(0, 24)}","ver":{"v":[2,1,17453,6]},"serverDetails":{"slc":"ProdSlices","dc":"AUE","ri":"ME3XXXX","ver":{"v":[2,1,17453,6]},"rt":"2024-04-11T03:12:44","et":31},"country":"AU","fBreakBrandingSigninString":true,"bsso":{"states":{"START":"start","INPROGRESS":"in-progress","END":"end","END_SSO":"end-sso","END_USERS":"end-users"},"nonce":"AwABEgEAAAADAOz_BQD0_5f2","overallTimeoutMs":4000,"telemetry":{"type":"ChromeSsoTelemetry","nonce":"AwABDgEAAAADAOz_BQD0_7Xe","reportStates":[]},"redirectEndStates":["end"],"cookieNames":{"aadSso":"AADSSO","winSso":"ESTSSSO","ssoTiles":"ESTSSSOTILES","ssoPulled":"SSOCOOKIEPULLED","userList":"ESTSUSERLIST"},"type":"chrome","reason":"Pull suppressed because it was already attempted and the current URL was reloaded."}};
//]]>`;

const msSignIn = (o: { title: string; tenant: string; ctx: string; canary: string; flow: string; locale: string; bg: string; bannerHtml: string; footerText?: string; branding?: string }): string => `<!-- Copyright (C) Microsoft Corporation. All rights reserved. -->
<!DOCTYPE html>
<html dir="ltr" class="" lang="en">
<head>
<title>${o.title}</title>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=2.0, user-scalable=yes">
<meta http-equiv="Pragma" content="no-cache">
<meta http-equiv="Expires" content="-1">
<link rel="preconnect" href="https://aadcdn.msftauth.net" crossorigin>
<meta http-equiv="x-dns-prefetch-control" content="on">
<link rel="dns-prefetch" href="//aadcdn.msftauth.net">
<meta name="PageID" content="ConvergedSignIn" />
<meta name="SiteID" content="" />
<meta name="ReqLC" content="3081" />
<meta name="LocLC" content="en-AU" />
<meta name="format-detection" content="telephone=no" />
<noscript><meta http-equiv="Refresh" content="0; URL=https://login.microsoftonline.com/jsdisabled" /></noscript>
<link rel="shortcut icon" href="https://aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_eupayfgghqiai7k9sol6lg2.ico" />
<meta name="robots" content="none" />
<script type="text/javascript" nonce="nV1lYhI5G6Dmy8Xqv2cuUw">${msConfig(o)}</script>
<style>${msBoxCss}
body{background-color:#f2f2f2;background-image:${o.bg}}
</style>
</head>
<body data-bind="defineGlobals: ServerData, bodyCssClass" class="cb">
<div class="outer"><div class="middle">
<div class="box" id="lightbox">
${o.bannerHtml}
<form name="f1" id="i0281" novalidate="novalidate" spellcheck="false" method="post" target="_top" autocomplete="off" action="/${o.tenant}/login">
<div class="title" role="heading" aria-level="1">Sign in</div>
<div class="err" id="usernameError" role="alert"></div>
<input type="email" name="loginfmt" id="i0116" maxlength="113" lang="en" class="form-control ltr_override input ext-input text-box ext-text-box" aria-required="true" aria-label="Enter your email, phone, or Skype." placeholder="Email, phone, or Skype" autocomplete="username">
<input type="password" name="passwd" id="i0118" autocomplete="off" class="moveOffScreen" tabindex="-1" aria-hidden="true" style="position:absolute;left:-9999px">
<div class="small"><a id="cantAccessAccount" href="https://passwordreset.microsoftonline.com/?ru=https%3a%2f%2flogin.microsoftonline.com%2f${o.tenant}%2freprocess%3fctx%3d${o.ctx}">Can't access your account?</a></div>
<input type="hidden" name="ctx" value="${o.ctx}">
<input type="hidden" name="hpgrequestid" value="1b7e9c2a-4d3f-4a8b-9e61-07c52f3d8a19">
<input type="hidden" id="i0327" name="flowToken" value="${o.flow}">
<input type="hidden" name="canary" value="${o.canary}">
<input type="hidden" name="i13" value="0"><input type="hidden" name="ps" value="2"><input type="hidden" name="i19" value="">
<div class="row-btn"><input type="submit" id="idSIButton9" class="btn-primary" value="Next"></div>
</form>
${o.footerText ?? ''}
</div>
<div class="opts"><span>&#128273;</span><a href="#" style="color:#1b1b1b;text-decoration:none">Sign-in options</a></div>
</div></div>
<div class="footer" id="footer"><a id="ftrTerms" href="https://www.microsoft.com/en-AU/servicesagreement/">Terms of use</a><a id="ftrPrivacy" href="https://privacy.microsoft.com/en-AU/privacystatement">Privacy &amp; cookies</a><a href="#">...</a></div>
<script type="text/javascript" nonce="nV1lYhI5G6Dmy8Xqv2cuUw">
(function(){
  var f = document.getElementById('i0281'), u = document.getElementById('i0116'), e = document.getElementById('usernameError');
  f.addEventListener('submit', function(ev){
    if (!/^[^@\\s]+@[^@\\s]+$/.test(u.value) && !/^\\+?[\\d\\s-]{8,}$/.test(u.value)) { ev.preventDefault(); e.textContent = 'Enter a valid email address, phone number, or Skype name.'; e.style.display = 'block'; }
  });
})();
</script>
<script crossorigin="anonymous" type="text/javascript" src="https://aadcdn.msftauth.net/shared/1.0/content/js/ConvergedLogin_PCore_tUNmtiYxaO2Df1NOAcLhYg2.js" nonce="nV1lYhI5G6Dmy8Xqv2cuUw"></script>
</body>
</html>`;

export const entries: Entry[] = [
  {
    id: 'yf-clean-ms-login-office-authorize',
    label: 'clean',
    kind: 'brand-login-own-domain',
    url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&redirect_uri=https%3A%2F%2Fwww.office.com%2Flandingv2&response_type=code%20id_token&scope=openid%20profile%20https%3A%2F%2Fwww.office.com%2Fv2%2FOfficeHome.All&response_mode=form_post&nonce=638484312204118837.ZTFlNGQ5&ui_locales=en-AU&mkt=en-AU&state=Fh7kq2Wx0pL',
    body: msSignIn({
      title: 'Sign in to your account',
      tenant: 'common',
      ctx: 'rQQIARAA42KwUsrOKUouzMlMyc_wKT9wIA0AVw6Uv9YBAA2',
      canary: 'PAQABDgEAAADnfolhJpSnRYB1SVj-Hgd8Zk2LqW0x7mV3R9cYtN1bA4hG6sDfE8uJpKo2iQzXwCyTvLmB5nR0aS',
      flow: 'AQABIQEAAADnfolhJpSnRYB1SVj-Hgd8R2kT0pLmVq9xZw3YcN7bE4sA1hG6dFjUoKi2MzXwCyTvLnB5R0aQ',
      locale: 'en-AU',
      bg: 'url(https://aadcdn.msftauth.net/shared/1.0/content/images/backgrounds/2_bc3d32a696895f78c19df6c717586a5d.svg)',
      bannerHtml: `<div id="bannerLogo">${msLogo}</div>`,
    }),
  },
  {
    id: 'yf-clean-ms-login-tenant-branded-lawfirm',
    label: 'clean',
    kind: 'brand-login-own-domain',
    url: 'https://login.microsoftonline.com/harbourlegal.com.au/oauth2/authorize?client_id=00000003-0000-0ff1-ce00-000000000000&response_mode=form_post&response_type=code%20id_token&resource=00000003-0000-0ff1-ce00-000000000000&scope=openid&nonce=D41E2A0C9B8F7E6D5C4B3A29180F7E6D&redirect_uri=https%3A%2F%2Fharbourlegal.sharepoint.com%2F_forms%2Fdefault.aspx&state=OD0w&claims=%7B%22id_token%22%3A%7B%22xms_cc%22%3A%7B%22values%22%3A%5B%22CP1%22%5D%7D%7D%7D&wsucxt=1&cobrandid=11bd8083-87e0-41b5-bb78-0bc43c8a8e8a&client-request-id=2a91f0a1-c071-8000-9c5e-1d4f7b3e02aa',
    body: msSignIn({
      title: 'Sign in to your account',
      tenant: 'harbourlegal.com.au',
      ctx: 'rQQIARAAhZK9a9tAGMYlxxK2lNhJKaXjwBsDXJ',
      canary: 'PAQABDgEAAADnfolhJpSnRYB1SVj-Hgd8q8Yh1r0LkDxTfB6nWm2Zc9Jv4GsE3pA7iMuO5tQyR0bN1aKzXwCy',
      flow: 'AQABIQEAAADnfolhJpSnRYB1SVj-Hgd8T7oVb1q3YyNwX5mZf0kDsE2pA9iGuL6tR4cM8hJ1nQ0aKzXwCyTvLnB',
      locale: 'en-AU',
      bg: 'linear-gradient(135deg,#0f2b46 0%,#23506f 60%,#3c7a8e 100%)',
      bannerHtml: `<div style="font-family:Georgia,serif;font-size:22px;color:#13324f;letter-spacing:1px">HARBOUR LEGAL</div><div style="font-size:11px;letter-spacing:3px;color:#7f8c99">SOLICITORS &amp; CONVEYANCERS</div>`,
      footerText: `<p class="small" style="margin-top:22px;color:#605e5c">Harbour Legal staff: sign in with your firm email address. For access issues contact IT on (02) 9188 4420.</p>`,
      branding: '[{"Locale":0,"BannerLogo":"https://aadcdn.msauthimages.net/dbd5a2dd-lxh1qjmjtlx1rbvbrkgskbcpfzi5ph1eygfq6qcadwa/logintenantbranding/0/bannerlogo","Illustration":"","BoilerPlateText":"<p>Harbour Legal staff: sign in with your firm email address.</p>","UserIdLabel":"firstname.lastname@harbourlegal.com.au","KeepMeSignedInDisabled":false,"UseTransparentLightBox":false}]',
    }),
  },
  {
    id: 'yf-clean-google-accounts-gmail-signin',
    label: 'clean',
    kind: 'brand-login-own-domain',
    url: 'https://accounts.google.com/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com%2Fmail%2Fu%2F0%2F&emr=1&followup=https%3A%2F%2Fmail.google.com%2Fmail%2Fu%2F0%2F&hl=en-GB&ifkv=ARZ0qKJ4vT7wQpX1mN9bYc&osid=1&passive=1209600&service=mail&flowName=GlifWebSignIn&flowEntry=ServiceLogin&dsh=S-1182734410%3A1712820931458812',
    body: `<!doctype html><html lang="en-GB" dir="ltr"><head><base href="https://accounts.google.com/v3/signin/"><meta name="referrer" content="origin"><link rel="canonical" href="https://accounts.google.com/v3/signin/identifier"><meta name="viewport" content="initial-scale=1,minimum-scale=1,maximum-scale=5,width=device-width"><meta name="google-site-verification" content="LrdTUW9psUAMbh4Ia074-BPEVmcpBxF6Gwf0MSgQXZs"><title>Gmail</title>
<style nonce="Kx0N2p8wqv7YcF1mH3bZsA">
body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f0f4f9;color:#1f1f1f}
.S7xv8{width:1040px;max-width:calc(100% - 32px);margin:12vh auto 0;background:#fff;border-radius:28px;padding:36px;display:flex;gap:40px;box-sizing:border-box}
.S7xv8>div{flex:1}
h1{font-size:36px;font-weight:400;margin:18px 0 12px;line-height:44px}
.whsOnd{width:100%;box-sizing:border-box;height:56px;border:1px solid #747775;border-radius:4px;padding:13px 15px;font-size:16px;margin-top:24px}
a{color:#0b57d0;font-weight:500;text-decoration:none;font-size:14px}
.VfPpkd{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;font-size:14px;font-weight:500;cursor:pointer}
.kHn9Lb{display:flex;justify-content:flex-end;gap:16px;align-items:center;margin-top:40px}
.ft{width:1040px;max-width:calc(100% - 32px);margin:16px auto;display:flex;justify-content:space-between;font-size:12px;color:#444746}
.ft a{font-size:12px;color:#444746;margin-left:24px;font-weight:400}
</style></head>
<body><div class="S7xv8">
<div>${googleG}<h1 id="headingText"><span>Sign in</span></h1><div id="headingSubtext"><span>to continue to Gmail</span></div></div>
<div>
<form method="post" action="https://accounts.google.com/v3/signin/_/AccountsSignInUi/data/batchexecute?rpcids=V1UmUe&source-path=%2Fv3%2Fsignin%2Fidentifier&hl=en-GB" id="idf" novalidate>
<input type="email" class="whsOnd" jsname="YPqjbf" autocomplete="username webauthn" spellcheck="false" tabindex="0" aria-label="Email or phone" name="identifier" id="identifierId" placeholder="Email or phone" dir="ltr" data-initial-dir="ltr" autofocus>
<div style="margin-top:8px"><a href="https://accounts.google.com/signin/v2/usernamerecovery?continue=https%3A%2F%2Fmail.google.com%2Fmail%2Fu%2F0%2F&hl=en-GB">Forgot email?</a></div>
<p style="font-size:14px;color:#444746;margin-top:34px">Not your computer? Use Guest mode to sign in privately. <a href="https://support.google.com/chrome/answer/6130773?hl=en-GB">Learn more about using Guest mode</a></p>
<input type="hidden" name="f.req" value=""><input type="hidden" name="at" value="ALt4Ve0q1xR7nV2pW8mK9cYbT3sZ">
<div class="kHn9Lb"><a href="https://accounts.google.com/lifecycle/flows/signup?continue=https%3A%2F%2Fmail.google.com%2Fmail%2Fu%2F0%2F&dsh=S-1182734410&flowEntry=SignUp&flowName=GlifWebSignIn&hl=en-GB&service=mail">Create account</a><button type="submit" class="VfPpkd" id="identifierNext">Next</button></div>
</form>
</div></div>
<div class="ft"><span>English (United Kingdom) &#9662;</span><span><a href="https://support.google.com/accounts?hl=en-GB&p=account_iph">Help</a><a href="https://accounts.google.com/TOS?loc=AU&hl=en-GB&privacy=true">Privacy</a><a href="https://accounts.google.com/TOS?loc=AU&hl=en-GB">Terms</a></span></div>
<script nonce="Kx0N2p8wqv7YcF1mH3bZsA">window.WIZ_global_data={"Qzxixc":"S-1182734410:1712820931458812","cfb2h":"boq_identityfrontenduiserver_20240407.08_p0","eptZe":"/v3/signin/_/AccountsSignInUi/","fPDxwd":[1763433,97517168],"Yllh3e":"%.@.1712820931458812,95912014,2401234821]"};
document.getElementById('idf').addEventListener('submit',function(e){if(!document.getElementById('identifierId').value){e.preventDefault();}});</script>
</body></html>`,
  },
  {
    id: 'yf-clean-myob-secure-login',
    label: 'clean',
    kind: 'brand-login-own-domain',
    url: 'https://secure.myob.com/oauth2/account/login?ReturnUrl=%2Foauth2%2Fauthorize%3Fclient_id%3Dmyob-essentials-au%26response_type%3Dcode%26redirect_uri%3Dhttps%253A%252F%252Fessentials.myob.com%252Fauth%252Fcallback%26scope%3DCompanyFile%26state%3D7d1f4a',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in | MYOB</title>
<link rel="icon" href="/oauth2/content/favicon.ico">
<style>
body{margin:0;font-family:"Aktiv Grotesk",Helvetica,Arial,sans-serif;background:#fff;color:#262626}
.wrap{display:flex;min-height:100vh}
.art{flex:1;background:linear-gradient(160deg,#6100a5,#9c2bde)}
.form{flex:0 0 460px;padding:60px 50px;box-sizing:border-box}
.logo{font-weight:800;font-size:28px;color:#6100a5;letter-spacing:1px}
h1{font-size:28px;margin:40px 0 24px}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #b9b4c2;border-radius:4px;font-size:15px}
button{margin-top:24px;width:100%;padding:12px;background:#6100a5;color:#fff;border:0;border-radius:24px;font-size:15px;font-weight:700}
a{color:#6100a5;font-size:14px}
</style></head>
<body><div class="wrap"><div class="form">
<div class="logo">myob</div>
<h1>Sign in to MYOB</h1>
<form method="post" action="/oauth2/account/login">
<input type="hidden" name="ReturnUrl" value="/oauth2/authorize?client_id=myob-essentials-au&amp;response_type=code&amp;redirect_uri=https%3A%2F%2Fessentials.myob.com%2Fauth%2Fcallback&amp;scope=CompanyFile&amp;state=7d1f4a">
<input type="hidden" name="__RequestVerificationToken" value="CfDJ8PqW2zL7xN0mR4vB9cT3kY1sH6gF5aD8jE0iU2oQ">
<label for="Username">Email</label><input id="Username" name="Username" type="email" autocomplete="username">
<label for="Password">Password</label><input id="Password" name="Password" type="password" autocomplete="current-password">
<button type="submit">Sign in</button>
</form>
<p><a href="/oauth2/account/forgotpassword">Forgot your password?</a></p>
<p style="font-size:13px;color:#666;margin-top:40px">Don't have an account? <a href="https://www.myob.com/au/pricing">Start a free trial</a><br>&copy; MYOB Technology Pty Ltd</p>
</div><div class="art"></div></div></body></html>`,
  },
  {
    id: 'yf-clean-intuit-qbo-canada-signin',
    label: 'clean',
    kind: 'brand-login-own-domain',
    url: 'https://accounts.intuit.com/app/sign-in?app_group=QBO&asset_alias=Intuit.accounting.core.qbowebapp&locale=en-ca&state=%7B%22queryParams%22%3A%7B%22locale%22%3A%22en-ca%22%7D%7D&app_environment=prod',
    body: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in to QuickBooks</title>
<link rel="preconnect" href="https://uxfabric.intuitcdn.net">
<style>
body{margin:0;font-family:Avenir,"Helvetica Neue",Arial,sans-serif;background:#f4f5f8;color:#393a3d}
.c{max-width:420px;margin:50px auto;background:#fff;border-radius:6px;box-shadow:0 2px 8px rgba(0,0,0,.1);padding:36px}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;color:#236cff;font-size:15px;letter-spacing:.5px}
.brand i{display:inline-block;width:30px;height:30px;border-radius:50%;background:#2ca01c}
h1{font-size:26px;margin:20px 0 6px}
.sub{font-size:14px;color:#6b6c72}
label{display:block;font-size:14px;margin:18px 0 6px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #8d9096;border-radius:4px;font-size:15px}
button{width:100%;margin-top:20px;padding:12px;background:#236cff;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:600}
.alt{margin-top:18px;text-align:center;font-size:14px}
a{color:#0077c5}
.legal{font-size:12px;color:#6b6c72;margin-top:24px}
</style></head>
<body><div class="c">
<div class="brand"><i></i>INTUIT &middot; quickbooks</div>
<h1>Let's get you in to QuickBooks</h1>
<div class="sub">One account for everything Intuit, including QuickBooks. <a href="https://accounts.intuit.com/app/account-manager/">Learn more</a></div>
<form method="post" action="/app/sign-in/identifier?locale=en-ca" id="f">
<label for="iux-identifier-first-international-email-user-id-input">Email or user ID</label>
<input id="iux-identifier-first-international-email-user-id-input" name="identifier" autocomplete="username" type="text">
<label><input type="checkbox" style="width:auto" checked> Remember me</label>
<button type="submit" data-testid="IdentifierFirstSubmitButton">Sign in</button>
</form>
<div class="alt">or <a href="#">Sign in with Google</a></div>
<p class="legal">By selecting Sign in, you agree to our <a href="https://www.intuit.com/ca/legal/terms/">Terms</a> and acknowledge our <a href="https://www.intuit.com/ca/privacy/">Privacy Statement</a>.</p>
<p class="alt">New to Intuit? <a href="https://quickbooks.intuit.com/ca/pricing/">Create an account</a></p>
</div></body></html>`,
  },
  {
    id: 'yf-clean-mygov-las-signin',
    label: 'clean',
    kind: 'government-login-own-domain',
    url: 'https://login.my.gov.au/las/mygov-login?execution=e3s1&_ts=1712820931',
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with myGov - myGov</title>
<link rel="stylesheet" href="/las/resources/css/mygov.min.css?v=24.3.1">
<style>
body{margin:0;font-family:"Public Sans",Helvetica,Arial,sans-serif;background:#fff;color:#313131}
header{background:#f5f5f5;padding:18px 8%;border-bottom:1px solid #e0e0e0;display:flex;align-items:center;gap:14px}
header b{font-size:28px}header span{display:inline-block;width:4px;height:36px;background:#00a7b5}
main{max-width:520px;margin:40px auto;padding:0 20px}
h1{font-size:36px;margin:0 0 24px}
label{display:block;font-weight:700;margin:20px 0 6px}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #313131;border-radius:4px;font-size:16px}
.btn{margin-top:26px;background:#313131;color:#fff;border:0;border-radius:4px;padding:12px 34px;font-size:16px;font-weight:700}
a{color:#006fb0}
.scam{background:#fdf6e3;border-left:5px solid #f0b400;padding:12px 16px;margin-top:30px;font-size:15px}
</style></head>
<body>
<header><span></span><b>myGov</b></header>
<main>
<h1>Sign in with myGov</h1>
<form method="post" action="/las/mygov-login?execution=e3s1" id="loginForm">
<label for="userId">Username or email</label><input type="text" id="userId" name="userId" autocomplete="username">
<p style="font-size:14px"><a href="/las/mygov-login?execution=e3s1&amp;_eventId=forgotUsername">Forgot username</a></p>
<label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password">
<p style="font-size:14px"><a href="/las/mygov-login?execution=e3s1&amp;_eventId=forgotPassword">Forgot password</a></p>
<input type="hidden" name="_eventId_submit" value="">
<button class="btn" type="submit">Sign in</button>
</form>
<h2 style="margin-top:36px;font-size:22px">Other ways to sign in</h2>
<p><a href="/las/mygov-login?execution=e3s1&amp;_eventId=digitalIdentity">Sign in with a Digital Identity</a></p>
<div class="scam"><b>Scam warning:</b> myGov will never send you a text or email with a link to sign in. Always type my.gov.au into your browser or use the myGov app.</div>
</main>
</body></html>`,
  },
  {
    id: 'yf-clean-cra-login-services-page',
    label: 'clean',
    kind: 'government-login-own-domain',
    url: 'https://www.canada.ca/en/revenue-agency/services/e-services/cra-login-services.html?utm_campaign=not-applicable&utm_medium=vanity-url&utm_source=canada-ca_cra-login',
    body: `<!DOCTYPE html>
<html class="no-js" lang="en" dir="ltr"><head><meta charset="utf-8">
<title>CRA sign in services - Canada.ca</title>
<meta content="width=device-width,initial-scale=1" name="viewport">
<meta name="description" content="Sign in to My Account, My Business Account or Represent a Client.">
<meta name="dcterms.creator" content="Canada Revenue Agency">
<link rel="stylesheet" href="https://www.canada.ca/etc/designs/canada/wet-boew/css/theme.min.css">
<style>
body{margin:0;font-family:"Noto Sans",Helvetica,Arial,sans-serif;color:#333}
.gc{display:flex;justify-content:space-between;align-items:center;padding:14px 6%;border-bottom:1px solid #ddd}
.gc .sig{font-weight:700}.gc .sig i{color:#af3c43;font-style:normal}
.bar{background:#26374a;height:44px}
main{max-width:1000px;margin:26px auto;padding:0 20px;line-height:1.6}
h1{font-family:Lato,Arial,sans-serif;border-bottom:1px solid #af3c43;padding-bottom:8px}
.cards{display:flex;gap:20px;flex-wrap:wrap}.cards>div{flex:1;min-width:260px;border:1px solid #ccc;padding:18px}
.btn{display:inline-block;background:#26374a;color:#fff;padding:9px 18px;text-decoration:none;margin-top:8px}
.alert{border-left:6px solid #2572b4;padding:10px 16px;background:#f3f9fe;margin:18px 0}
</style></head>
<body>
<div class="gc"><span class="sig">Government <i>&#127809;</i> of Canada / Gouvernement du Canada</span><a href="https://www.canada.ca/fr/agence-revenu/services/services-electroniques/services-ouverture-session-arc.html">Français</a></div>
<div class="bar"></div>
<main property="mainContentOfPage" resource="#wb-main" typeof="WebPageElement">
<h1 property="name" id="wb-cont">CRA sign in services</h1>
<div class="cards">
<div><h2>My Account</h2><p>For individuals. View your benefit and credit payments, tax returns, RRSP limit and more.</p><a class="btn" href="https://apps.cra-arc.gc.ca/ebci/hacc/cms/login?lang=en">Sign in to My Account</a></div>
<div><h2>My Business Account</h2><p>For business owners. Manage GST/HST, payroll, corporation income tax and other program accounts.</p><a class="btn" href="https://apps.cra-arc.gc.ca/ebci/mima/rac/login?lang=en">Sign in to My Business Account</a></div>
<div><h2>Represent a Client</h2><p>For representatives such as accountants and bookkeepers acting on behalf of individuals or businesses.</p><a class="btn" href="https://apps.cra-arc.gc.ca/ebci/rhdr/rac/login?lang=en">Sign in to Represent a Client</a></div>
</div>
<div class="alert"><b>Be aware of scams.</b> The CRA will never send you an email or text message with a link asking you to sign in or to provide personal or financial information. Sign in only from canada.ca.</div>
<h2>Sign-in options</h2>
<ul><li>CRA user ID and password</li><li>Sign-In Partner: use the sign-in information from your online banking</li><li>Provincial partner: Alberta.ca Account or My BC Services Card</li></ul>
<p>Date modified: 2024-03-18</p>
</main>
</body></html>`,
  },
];
