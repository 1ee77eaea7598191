import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, msLogo, msCss, msFoot, googleLogo, dataLayer, cookieBar, jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/l-kit.js';

// Real providers' own pages, as they reach a scanner from mail links (sign-in, shares, e-signature, HR SaaS).

export const entries: Entry[] = [
{
  id: 'l-clean-ms-login-authorize-tenant-branding',
  label: 'clean',
  kind: 'provider-login',
  url: 'https://login.microsoftonline.com/kestrelfreight.onmicrosoft.com/oauth2/v2.0/authorize?client_id=00000002-0000-0ff1-ce00-000000000000&redirect_uri=https%3a%2f%2foutlook.office365.com%2fowa%2f&response_type=code%20id_token&scope=openid&response_mode=form_post&nonce=638683412',
  routes: {
    'login.microsoftonline.com/kestrelfreight.onmicrosoft.com/oauth2/v2.0/authorize': htmlRoute(page({
      title: 'Sign in to your account',
      head: `<meta name="robots" content="none"><meta name="PageID" content="ConvergedSignIn"><meta name="SiteID" content=""><meta name="ReqLC" content="1033"><meta name="LocLC" content="en-US"><link rel="shortcut icon" href="https://aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_eupayfgghqiai7k9sol6lg2.ico"><link rel="stylesheet" href="https://aadcdn.msftauth.net/shared/1.0/content/css/l-converged.v2.min_kestrel.css">
<script>//<![CDATA[
$Config={"fShowPersistentCookiesWarning":false,"urlMsaSignUp":"https://login.live.com/oauth20_authorize.srf","urlGetCredentialType":"https://login.microsoftonline.com/common/GetCredentialType?mkt=en-US","urlPost":"/kestrelfreight.onmicrosoft.com/login","sCompanyDisplayName":"Kestrel Freight Group","iPawnIcon":0,"sPOST_Username":"","sFT":"AQABIQEAAABVrSpeuWamRam2jAF1XRQEm8Ea0","sCtx":"rQQIARAAhZG9a9tAGIclK3ZjQ9M","correlationId":"b2b0c5a6-2f31-4b3e-9d51-0e4c8d9e7a11","sessionId":"6c2f8a4e-1d0b-4b8e-a7a2-3f9c1e2d5b70","staticTenantBranding":[{"Locale":0,"BannerLogo":"https://aadcdn.msftauthimages.net/dbd5a2dd-kestrel/logintenantbranding/0/bannerlogo?ts=638541233","Illustration":"https://aadcdn.msftauthimages.net/dbd5a2dd-kestrel/logintenantbranding/0/illustration?ts=638541234","BackgroundColor":"#003A5D","BoilerPlateText":"<p>Authorized use only. Activity on this system is monitored by Kestrel Freight Group IT Security.</p>","UserIdLabel":"firstname.lastname@kestrel-freight.com","KeepMeSignedInDisabled":false,"UseTransparentLightBox":false}],"oAppCobranding":{},"iMaxStackForKnockoutAsyncComponents":10000,"fShowButtons":true,"urlCdn":"https://aadcdn.msftauth.net/shared/1.0/","urlFooterTOU":"https://www.microsoft.com/en-US/servicesagreement/","urlFooterPrivacy":"https://privacy.microsoft.com/en-US/privacystatement","iLoginMode":1,"arrValErrs":["50058"],"country":"DE","urlResetPassword":"https://passwordreset.microsoftonline.com/?ru=https%3a%2f%2flogin.microsoftonline.com","fIsFidoSupported":true};
//]]></script>`,
      css: msCss + 'body{background:#003A5D}',
      body: `<div class="outer"><div class="box"><div class="banner"><img src="https://aadcdn.msftauthimages.net/dbd5a2dd-kestrel/logintenantbranding/0/bannerlogo?ts=638541233" alt="Organization banner logo"></div>
<form name="f1" id="i0281" novalidate method="post" action="/kestrelfreight.onmicrosoft.com/login" autocomplete="off"><div role="heading" aria-level="1"><h1>Sign in</h1></div><div class="err" id="usernameError"></div>
<input type="email" name="loginfmt" id="i0116" maxlength="113" aria-required="true" placeholder="firstname.lastname@kestrel-freight.com" autocomplete="username"><input type="hidden" name="ctx" value="rQQIARAAhZG9a9tAGIclK3ZjQ9M"><input type="hidden" name="flowToken" value="AQABIQEAAABVrSpeuWamRam2jAF1XRQEm8Ea0">
<p class="small"><a href="https://passwordreset.microsoftonline.com/?ru=https%3a%2f%2flogin.microsoftonline.com">Can’t access your account?</a></p><input type="submit" id="idSIButton9" class="btn" value="Next"></form>
<div style="clear:both;padding-top:24px;font-size:13px"><p>Authorized use only. Activity on this system is monitored by Kestrel Freight Group IT Security.</p></div></div>
<div class="box" style="min-height:0;margin-top:16px;padding:12px 44px;font-size:15px">&#128273; Sign-in options</div></div>
<div class="foot"><a href="https://www.microsoft.com/en-US/servicesagreement/">Terms of use</a><a href="https://privacy.microsoft.com/en-US/privacystatement">Privacy &amp; cookies</a></div>
<script src="https://aadcdn.msftauth.net/shared/1.0/content/js/l-ConvergedLogin_PCore_kestrel.js"></script>`,
    })),
    'aadcdn.msftauth.net/shared/1.0/content/css/l-converged.v2.min_kestrel.css': cssRoute('.banner img{max-height:36px}'),
    'aadcdn.msftauth.net/shared/1.0/content/js/l-ConvergedLogin_PCore_kestrel.js': jsRoute(`(function(){var f=document.getElementById('i0281');f.addEventListener('submit',function(e){var v=document.getElementById('i0116').value;if(!/@/.test(v)){e.preventDefault();document.getElementById('usernameError').textContent='Enter a valid email address, phone number, or Skype name.';return}e.preventDefault();fetch($Config.urlGetCredentialType,{method:'POST',headers:{'content-type':'application/json; charset=UTF-8','hpgid':'1104','hpgact':'1800','canary':'','client-request-id':$Config.correlationId},body:JSON.stringify({username:v,isOtherIdpSupported:true,checkPhones:false,isRemoteNGCSupported:true,isCookieBannerShown:false,isFidoSupported:true,originalRequest:$Config.sCtx,flowToken:$Config.sFT})}).catch(function(){})})})();`),
    'aadcdn.msftauthimages.net/dbd5a2dd-kestrel/logintenantbranding/0/bannerlogo': pngRoute(0, 58, 93),
    'aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_eupayfgghqiai7k9sol6lg2.ico': pngRoute(240, 240, 240),
  },
},
{
  id: 'l-clean-google-accounts-signin-identifier',
  label: 'clean',
  kind: 'provider-login',
  url: 'https://accounts.google.com/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com%2Fmail%2Fu%2F0%2F&emr=1&followup=https%3A%2F%2Fmail.google.com%2Fmail%2Fu%2F0%2F&ifkv=AcMMx-f3kestrel&service=mail&flowName=GlifWebSignIn&flowEntry=ServiceLogin',
  routes: {
    'accounts.google.com/v3/signin/identifier': htmlRoute(page({
      title: 'Gmail',
      css: `body{margin:0;background:#f0f4f9;font-family:"Google Sans",Roboto,Arial;color:#1f1f1f}.card{max-width:1040px;margin:80px auto 0;background:#fff;border-radius:28px;padding:36px;display:flex;gap:40px}.l{flex:1}.r{flex:1}h1{font-weight:400;font-size:36px;margin:18px 0 12px}input{width:100%;padding:16px;border:1px solid #747775;border-radius:4px;font-size:16px}a{color:#0b57d0;text-decoration:none;font-weight:500;font-size:14px}.b{background:#0b57d0;color:#fff;border:0;border-radius:20px;padding:10px 24px;font-weight:500}.ft{max-width:1040px;margin:14px auto;display:flex;justify-content:space-between;font-size:12px;color:#444}`,
      body: `<div class="card"><div class="l">${googleLogo}<h1>Sign in</h1><p>to continue to Gmail</p></div><div class="r"><form method="post" action="/v3/signin/_/AccountsSignInUi/data/batchexecute" onsubmit="return false"><input type="email" name="identifier" autocomplete="username" aria-label="Email or phone" placeholder="Email or phone" autofocus><p><a href="https://accounts.google.com/signin/v2/usernamerecovery">Forgot email?</a></p><p style="font-size:14px;color:#444">Not your computer? Use Guest mode to sign in privately. <a href="https://support.google.com/chrome/answer/6130773">Learn more about using Guest mode</a></p><div style="display:flex;justify-content:space-between;align-items:center;margin-top:30px"><a href="https://accounts.google.com/lifecycle/steps/signup/name">Create account</a><button class="b">Next</button></div></form></div></div>
<div class="ft"><span>English (United States)</span><span><a href="https://support.google.com/accounts?hl=en" style="color:#444;font-weight:400">Help</a> &nbsp; <a href="https://accounts.google.com/TOS?loc=DE&hl=en&privacy=true" style="color:#444;font-weight:400">Privacy</a> &nbsp; <a href="https://accounts.google.com/TOS?loc=DE&hl=en" style="color:#444;font-weight:400">Terms</a></span></div>`,
    })),
  },
},
{
  id: 'l-clean-okta-tenant-signin-widget',
  label: 'clean',
  kind: 'provider-login',
  url: 'https://kestrelfreight.okta.com/app/kestrelfreight_concur_1/exk8q2v1zRkestrel697/sso/saml?SAMLRequest=fZJNT8MwDIbvSPyHKvfS0n1VUdepBEQmIZ',
  routes: {
    'kestrelfreight.okta.com/app/kestrelfreight_concur_1/exk8q2v1zRkestrel697/sso/saml': redirectRoute(302, 'https://kestrelfreight.okta.com/login/login.htm?fromURI=%2Fapp%2Fkestrelfreight_concur_1%2Fexk8q2v1zRkestrel697%2Fsso%2Fsaml'),
    'kestrelfreight.okta.com/login/login.htm': htmlRoute(page({
      title: 'Kestrel Freight Group - Sign In',
      head: `<meta name="robots" content="noindex,nofollow"><link href="https://ok12static.oktacdn.com/assets/js/sdk/okta-signin-widget/7.25.0/css/okta-sign-in-l-kestrel.min.css" rel="stylesheet">`,
      css: `body{margin:0;background:#e8edf1;font-family:"proxima nova",montserrat,Arial;color:#5e5e5e}.auth{width:400px;margin:60px auto;background:#fff;border:1px solid #ddd;border-radius:3px;box-shadow:0 2px 0 rgba(175,175,175,.12)}.hd{padding:30px 90px 20px;border-bottom:1px solid #ddd;text-align:center}.bd{padding:20px 42px 42px}label{display:block;font-weight:bold;font-size:14px;margin:12px 0 4px}input[type=text],input[type=password]{width:100%;height:40px;border:1px solid #8c8c96;border-radius:4px;padding:0 8px;box-sizing:border-box}.b{width:100%;height:48px;background:#1662dd;color:#fff;border:0;border-radius:4px;margin-top:20px;font-size:15px}.pw{text-align:center;font-size:12px;color:#777;margin-top:10px}`,
      body: `<div id="okta-sign-in" class="auth"><div class="hd"><img src="/bc/image/fileStoreRecord?id=fs0kestrel1ogo" alt="Kestrel Freight Group logo" width="200" height="40"></div><div class="bd"><h2 style="text-align:center;color:#1d1d21;font-size:20px">Sign In</h2>
<form method="post" action="/idp/idx/identify" onsubmit="return false"><label for="input28">Username</label><input type="text" id="input28" name="identifier" autocomplete="username"><label style="font-weight:normal"><input type="checkbox" name="rememberMe"> Keep me signed in</label><input type="submit" class="b" value="Next"></form>
<p style="font-size:13px"><a href="/signin/forgot-password">Unlock account?</a> &middot; <a href="https://it.kestrel-freight.com/help/okta">Help</a></p></div></div><div class="pw">Powered by Okta &nbsp; <a href="https://www.okta.com/privacy-policy/">Privacy Policy</a></div>`,
    })),
    'kestrelfreight.okta.com/bc/image/fileStoreRecord': pngRoute(0, 58, 93),
    'ok12static.oktacdn.com/assets/js/sdk/okta-signin-widget/7.25.0/css/okta-sign-in-l-kestrel.min.css': cssRoute('#okta-sign-in{font-size:14px}'),
  },
},
{
  id: 'l-clean-box-shared-link-folder',
  label: 'clean',
  kind: 'file-share-real',
  url: 'https://app.box.com/s/7kq2kestrelxv9tj3m0wq1z8dr5p4hc',
  routes: {
    'app.box.com/s/7kq2kestrelxv9tj3m0wq1z8dr5p4hc': htmlRoute(page({
      title: 'Customs Audit 2026 – Box',
      css: `body{margin:0;font-family:Lato,Arial;background:#fbfbfb}.hd{background:#fff;border-bottom:1px solid #e8e8e8;padding:10px 20px;display:flex;justify-content:space-between}.lg{color:#0061d5;font-weight:900;font-size:22px}.ls{max-width:900px;margin:24px auto;background:#fff;border:1px solid #e8e8e8}.r{display:flex;justify-content:space-between;padding:12px 18px;border-bottom:1px solid #f0f0f0;font-size:14px}.b{background:#0061d5;color:#fff;border:0;padding:8px 16px;border-radius:4px}`,
      body: `<div class="hd"><span class="lg">box</span><span><button class="b">Download</button> &nbsp; <a href="https://account.box.com/login">Log In</a></span></div><div class="ls"><div class="r"><b>Customs Audit 2026</b><span>Shared by Hauptzollamt Liaison – Spedition Aurich GmbH</span></div>
<div class="r"><span>&#128196; T1_declarations_Q3.xlsx</span><span>412 KB &middot; Nov 21, 2026</span></div><div class="r"><span>&#128196; ATLAS_export_log.csv</span><span>88 KB &middot; Nov 21, 2026</span></div><div class="r"><span>&#128196; Audit_checklist_signed.pdf</span><span>1.2 MB &middot; Nov 24, 2026</span></div></div>
<p style="text-align:center;font-size:12px;color:#767676">© 2026 Box &middot; <a href="https://www.box.com/legal/termsofservice">Terms</a> &middot; <a href="https://www.box.com/legal/privacypolicy">Privacy</a></p>`,
    })),
  },
},
{
  id: 'l-clean-zoom-webinar-registration-de',
  label: 'clean',
  kind: 'webinar-real',
  url: 'https://us06web.zoom.us/webinar/register/WN_k3stRelQ_9xZbT2vW1yPpA',
  routes: {
    'us06web.zoom.us/webinar/register/WN_k3stRelQ_9xZbT2vW1yPpA': htmlRoute(page({
      lang: 'de',
      title: 'Webinar-Registrierung – Zoom',
      css: `body{margin:0;font-family:Lato,Arial;background:#fff;color:#232333}.hd{padding:14px 24px;border-bottom:1px solid #eee;color:#0b5cff;font-weight:900;font-size:24px}.c{max-width:760px;margin:30px auto;padding:0 20px}.ban{height:160px;background:linear-gradient(90deg,#003a5d,#0b5cff);color:#fff;display:flex;align-items:center;padding:0 30px;font-size:24px;border-radius:8px}label{display:block;font-size:14px;margin-top:12px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:6px}button{margin-top:16px;background:#0b5cff;color:#fff;border:0;padding:11px 26px;border-radius:8px}`,
      body: `<div class="hd">zoom</div><div class="c"><div class="ban">Zollrecht 2027: Was sich für Spediteure ändert</div><p><b>Datum und Uhrzeit:</b> 10. Dez. 2026 10:00 Amsterdam, Berlin, Rom</p><p>Referentin: Dr. Katrin Albers, Fachanwältin für Zollrecht. Veranstalter: Bundesverband Spedition und Logistik (BSL).</p>
<form onsubmit="return false"><label>Vorname*</label><input required><label>Nachname*</label><input required><label>E-Mail-Adresse*</label><input type="email" required><label>Unternehmen</label><input><button>Registrieren</button></form>
<p style="font-size:12px;color:#747487">Mit der Registrierung erklären Sie sich einverstanden, dass Zoom Ihre Daten an den Kontoinhaber weitergibt. <a href="https://explore.zoom.us/de/privacy/">Datenschutzerklärung</a></p></div>`,
    })),
  },
},
{
  id: 'l-clean-salesforce-mydomain-login',
  label: 'clean',
  kind: 'provider-login',
  url: 'https://kestrelfreight.my.salesforce.com/?startURL=%2Flightning%2Fr%2FOpportunity%2F0068d00000kEsTrAAG%2Fview',
  routes: {
    'kestrelfreight.my.salesforce.com/': htmlRoute(page({
      title: 'Login | Salesforce',
      css: `body{margin:0;font-family:"Salesforce Sans",Arial;background:#f3f3f3;color:#16325c}.w{width:380px;margin:60px auto}.lg{text-align:center;margin-bottom:20px}.c{background:#fff;border:1px solid #d8dde6;border-radius:4px;padding:20px}label{font-size:13px;display:block;margin:10px 0 4px}input[type=email],input[type=password],input[type=text]{width:100%;padding:12px;border:1px solid #d8dde6;border-radius:4px;box-sizing:border-box}.b{width:100%;background:#0070d2;color:#fff;border:0;padding:12px;border-radius:4px;margin-top:16px;font-size:14px}.sso{width:100%;background:#fff;border:1px solid #d8dde6;padding:12px;margin-bottom:12px;border-radius:4px;color:#0070d2}`,
      body: `<div class="w"><div class="lg"><img src="/servlet/servlet.ImageServer?id=0158d000001kEsT&oid=00D8d000000kEsT" alt="Kestrel Freight Group" width="180" height="50"></div><div class="c"><button class="sso" onclick="location.href='/saml/authn-request.jsp?saml_request_id=_kestrel&sso_binding=Redirect'">Log In with Kestrel SSO (Okta)</button><p style="text-align:center;font-size:12px;color:#54698d">or log in using your Salesforce credentials</p>
<form name="login" method="post" action="https://kestrelfreight.my.salesforce.com/" onsubmit="return false"><label>Username</label><input type="email" id="username" name="username"><label>Password</label><input type="password" id="password" name="pw"><input type="submit" class="b" value="Log In"><label style="font-weight:normal"><input type="checkbox" name="rememberUn"> Remember me</label></form><p style="font-size:13px"><a href="/secur/forgotpassword.jsp">Forgot Your Password?</a></p></div>
<p style="text-align:center;font-size:12px;color:#54698d">© 2026 Salesforce, Inc. All rights reserved. | <a href="https://www.salesforce.com/company/privacy/">Privacy</a></p></div>`,
    })),
    'kestrelfreight.my.salesforce.com/servlet/servlet.ImageServer': pngRoute(0, 58, 93),
  },
},
{
  id: 'l-clean-workday-tenant-login',
  label: 'clean',
  kind: 'hr-saas-real',
  url: 'https://wd3.myworkday.com/kestrelfreight/login.htmld?redirect=n',
  routes: {
    'wd3.myworkday.com/kestrelfreight/login.htmld': htmlRoute(page({
      title: 'Workday',
      css: `body{margin:0;font-family:Roboto,Helvetica,Arial;background:#f6f7f8}.c{width:360px;margin:90px auto;background:#fff;border-radius:8px;padding:34px;box-shadow:0 2px 10px rgba(0,0,0,.08);text-align:center}.w{color:#0875e1;font-size:32px;font-weight:bold}.b{display:block;width:100%;background:#0875e1;color:#fff;border:0;padding:12px;border-radius:20px;margin-top:20px;font-size:14px}`,
      body: `<div class="c"><div class="w">workday.</div><p style="color:#494949">Kestrel Freight Group</p><button class="b" onclick="location.href='/kestrelfreight/saml2/sso?redirect=n'">Sign In with Kestrel SSO</button><p style="font-size:12px;margin-top:20px"><a href="/kestrelfreight/login-alt.htmld">Sign in with Workday account (contingent workers)</a></p><p style="font-size:11px;color:#888;margin-top:26px">© 2026 Workday, Inc. All rights reserved. <a href="https://www.workday.com/en-us/privacy.html">Privacy</a></p></div>`,
    })),
  },
},
{
  id: 'l-clean-adp-workforce-now-portal',
  label: 'clean',
  kind: 'hr-saas-real',
  url: 'https://online.adp.com/signin/v1/?APPID=WFNPortal&productId=80e309c3-7085-bae1-e053-3505430b5495&returnURL=https://workforcenow.adp.com/&callingAppId=WFN',
  routes: {
    'online.adp.com/signin/v1/': htmlRoute(page({
      title: 'ADP - Sign In',
      css: `body{margin:0;font-family:Roboto,Arial;background:#fff}.hd{padding:18px 26px;border-bottom:1px solid #e5e5e5}.hd b{color:#d0271d;font-size:26px;font-style:italic}.c{max-width:400px;margin:50px auto;padding:0 16px}input{width:100%;padding:12px;border:1px solid #8a8a8a;border-radius:4px;margin:6px 0 14px}.b{width:100%;background:#1a62d6;color:#fff;border:0;padding:12px;border-radius:4px;font-weight:500}`,
      body: `<div class="hd"><b>ADP</b></div><div class="c"><h1 style="font-weight:400">Sign in</h1><form onsubmit="return false" method="post" action="/api/sign-in-service/v1/sign-in.start"><label>User ID</label><input name="user" autocomplete="username"><label><input type="checkbox"> Remember user ID</label><button class="b">Next</button></form><p style="font-size:14px"><a href="https://online.adp.com/signin/v1/?APPID=WFNPortal&forgotUserId=true">Forgot your user ID/password?</a></p><p style="font-size:14px">New user? <a href="https://online.adp.com/signin/v1/?APPID=WFNPortal&registration=true">Create Account</a></p><p style="font-size:11px;color:#666;margin-top:40px">ADP, the ADP logo and Always Designing for People are trademarks of ADP, Inc. Copyright © 2026 ADP, Inc. <a href="https://www.adp.com/privacy.aspx">Privacy</a> | <a href="https://www.adp.com/legal.aspx">Legal</a></p></div>`,
    })),
  },
},
{
  id: 'l-clean-sap-concur-signin',
  label: 'clean',
  kind: 'hr-saas-real',
  url: 'https://www.concursolutions.com/nui/signin?lang=de',
  routes: {
    'www.concursolutions.com/nui/signin': htmlRoute(page({
      lang: 'de',
      title: 'SAP Concur – Anmelden',
      css: `body{margin:0;font-family:"72",Arial;background:#f5f6f7}.c{width:380px;margin:80px auto;background:#fff;padding:32px;border-radius:8px;box-shadow:0 0 4px rgba(0,0,0,.12)}input{width:100%;padding:11px;border:1px solid #89919a;border-radius:4px;margin:6px 0 14px;box-sizing:border-box}.b{width:100%;background:#0a6ed1;color:#fff;border:0;padding:12px;border-radius:4px}`,
      body: `<div class="c"><b style="font-size:22px">SAP Concur <span style="color:#0a6ed1">C</span></b><h2 style="font-weight:400">Anmelden</h2><form onsubmit="return false"><label>Benutzername oder E-Mail-Adresse</label><input name="username"><button class="b">Weiter</button></form><p style="font-size:13px"><a href="https://www.concursolutions.com/nui/forgotusername">Benutzernamen vergessen?</a></p><p style="font-size:11px;color:#6a6d70;margin-top:30px">© 2026 SAP SE oder ein SAP-Konzernunternehmen. <a href="https://www.concur.de/privacy-policy">Datenschutz</a> · <a href="https://www.concur.de/impressum">Impressum</a></p></div>`,
    })),
  },
},
{
  id: 'l-clean-ms-mysignins-security-info-mfa',
  label: 'clean',
  kind: 'mfa-enrol-real',
  url: 'https://mysignins.microsoft.com/security-info?tenant=kestrelfreight.onmicrosoft.com',
  routes: {
    'mysignins.microsoft.com/security-info': htmlRoute(page({
      title: 'My Sign-Ins | Security Info | Microsoft.com',
      css: `body{margin:0;font-family:Segoe UI,Arial;background:#faf9f8}.top{background:#0078d4;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;gap:20px}.nav{position:fixed;left:0;top:48px;width:220px;background:#fff;height:100%;border-right:1px solid #edebe9;font-size:14px}.nav div{padding:10px 16px}.nav .on{background:#edebe9}.m{margin-left:250px;padding:20px}.list{background:#fff;border:1px solid #edebe9;max-width:760px}.r{display:flex;justify-content:space-between;padding:14px;border-bottom:1px solid #f3f2f1;font-size:14px}a{color:#0078d4}`,
      body: `<div class="top"><b>&#9783;</b><span>Kestrel Freight Group | My Sign-Ins</span></div><div class="nav"><div>Overview</div><div class="on">Security info</div><div>Devices</div><div>Password</div><div>Organizations</div><div>Settings &amp; Privacy</div><div>Recent activity</div></div>
<div class="m"><h2 style="font-weight:600">Security info</h2><p style="font-size:14px">These are the methods you use to sign into your account or reset your password.</p><p style="font-size:14px">Default sign-in method: Microsoft Authenticator - notification <a href="#">Change</a></p><p><a href="#">+ Add sign-in method</a></p>
<div class="list"><div class="r"><span>&#128241; Phone</span><span>+49 151 23XXXX55</span><a href="#">Change</a></div><div class="r"><span>&#128273; Password</span><span>Last updated: 3 months ago</span><a href="#">Change</a></div><div class="r"><span>&#128274; Microsoft Authenticator</span><span>Pixel 8</span><a href="#">Delete</a></div></div>
<p style="font-size:14px">Lost device? <a href="#">Sign out everywhere</a></p></div>`,
    })),
  },
},
{
  id: 'l-clean-onedrive-sharepoint-personal-xlsx',
  label: 'clean',
  kind: 'file-share-real',
  url: 'https://kestrelfreight-my.sharepoint.com/:x:/g/personal/j_novakova_kestrel-freight_com/EZk3sTrElq1Fh8wN2pR7cQoB4vWx9yZ0aLm?e=Xk2LpQ',
  routes: {
    'kestrelfreight-my.sharepoint.com/:x:/g/personal/j_novakova_kestrel-freight_com/EZk3sTrElq1Fh8wN2pR7cQoB4vWx9yZ0aLm': redirectRoute(302, 'https://login.microsoftonline.com/kestrelfreight.onmicrosoft.com/oauth2/authorize?client_id=00000003-0000-0ff1-ce00-000000000000&response_mode=form_post&response_type=code%20id_token&resource=00000003-0000-0ff1-ce00-000000000000&scope=openid&nonce=kestrel8821&redirect_uri=https%3A%2F%2Fkestrelfreight-my.sharepoint.com%2F_forms%2Fdefault.aspx&state=OD0w'),
    'login.microsoftonline.com/kestrelfreight.onmicrosoft.com/oauth2/authorize': htmlRoute(page({
      title: 'Sign in to your account',
      css: msCss,
      body: `<div class="outer"><div class="box">${msLogo}<h1>Sign in</h1><p class="small">to continue to SharePoint</p><form method="post" action="/kestrelfreight.onmicrosoft.com/login" onsubmit="return false"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype"><p class="small"><a href="https://passwordreset.microsoftonline.com/">Can’t access your account?</a></p><input type="submit" class="btn" value="Next"></form></div></div>${msFoot}`,
    })),
  },
},
];
