import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-brand-google-accounts',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://accounts.google.com/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com%2Fmail%2F&service=mail&flowName=GlifWebSignIn&flowEntry=ServiceLogin&ifkv=AaSxoQx7tQ',
  body: `<!doctype html><html lang="en" dir="ltr"><head><base href="https://accounts.google.com/v3/signin/"><link rel="preconnect" href="//www.gstatic.com"><meta name="referrer" content="origin"><link rel="canonical" href="https://accounts.google.com/v3/signin/identifier"><meta name="viewport" content="initial-scale=1, maximum-scale=5, width=device-width"><meta name="google-site-verification" content="LrdTUW9psUAMbh4Ia074-BPEVmcpBxF6Gwf0MSgQXZs"><title>Gmail</title><link rel="icon" href="//ssl.gstatic.com/images/branding/product/1x/gmail_2020q4_32dp.png" sizes="32x32">
<style nonce="Zk5qQm9yV0pLcW9p">body{margin:0;background:#f0f4f9;font-family:"Google Sans",roboto,"Noto Sans Myanmar UI",arial,sans-serif}.S7xv8{display:flex;min-height:100vh;flex-direction:column}.Svhjgc{margin:auto;width:1040px;max-width:calc(100% - 48px);background:#fff;border-radius:28px;padding:36px;box-sizing:border-box;display:flex;flex-wrap:wrap}.zQJV3{flex:1;min-width:280px}.vAV9bf{font-size:2.25rem;line-height:2.75rem;font-weight:400;margin:24px 0 16px}.gNJDp{font-size:1rem}.rFrNMe input{width:100%;height:56px;border:1px solid #747775;border-radius:4px;padding:13px 15px;font-size:16px;box-sizing:border-box}.ksBjEc{color:#0b57d0;font-weight:500;font-size:14px;background:none;border:0;padding:0;margin-top:10px}.dMNVAe{font-size:14px;color:#444746;margin-top:36px}.JYXaTc{display:flex;justify-content:flex-end;gap:8px;margin-top:40px}.VfPpkd-LgbsSe{height:40px;border-radius:20px;padding:0 24px;font-size:14px;font-weight:500;border:0}.nCP5yc{background:#0b57d0;color:#fff}.ksBjEc2{background:none;color:#0b57d0}footer.FZfKCe{display:flex;justify-content:space-between;width:1040px;max-width:calc(100% - 48px);margin:0 auto 24px;font-size:12px;color:#1f1f1f}footer a{color:inherit;text-decoration:none;margin-left:24px}</style>
<script nonce="Zk5qQm9yV0pLcW9p">window.WIZ_global_data={"Im6cmf":"/v3/signin/_/AccountsSignInUi","LVR6jf":"https://accounts.google.com/v3/signin/","Qzxixc":"S1316538489:1726000000000000","cfb2h":"boq_identityfrontendauthuiserver_20250310.07_p0","eptZe":"/v3/signin/_/AccountsSignInUi/","qwAQke":"AccountsSignInUi"};</script>
</head><body><div class="S7xv8"><div class="Svhjgc">
<div class="zQJV3"><div id="logo" title="Google"><svg viewBox="0 0 48 48" height="48" xmlns="https://www.w3.org/2000/svg" aria-hidden="true"><path fill="#4285F4" d="M45.12 24.5c0-1.56-.14-3.06-.4-4.5H24v8.51h11.84c-.51 2.75-2.06 5.08-4.39 6.64v5.52h7.11c4.16-3.83 6.56-9.47 6.56-16.17z"></path><path fill="#34A853" d="M24 46c5.94 0 10.92-1.97 14.56-5.33l-7.11-5.52c-1.97 1.32-4.49 2.1-7.45 2.1-5.73 0-10.58-3.87-12.31-9.07H4.34v5.7C7.96 41.07 15.4 46 24 46z"></path><path fill="#FBBC05" d="M11.69 28.18C11.25 26.86 11 25.45 11 24s.25-2.86.69-4.18v-5.7H4.34C2.85 17.09 2 20.45 2 24c0 3.55.85 6.91 2.34 9.88l7.35-5.7z"></path><path fill="#EA4335" d="M24 10.75c3.23 0 6.13 1.11 8.41 3.29l6.31-6.31C34.91 4.18 29.93 2 24 2 15.4 2 7.96 6.93 4.34 14.12l7.35 5.7c1.73-5.2 6.58-9.07 12.31-9.07z"></path></svg></div>
<h1 class="vAV9bf" id="headingText"><span>Sign in</span></h1><div class="gNJDp" id="headingSubtext"><span>to continue to Gmail</span></div></div>
<div class="zQJV3"><form method="post" action="https://accounts.google.com/v3/signin/_/AccountsSignInUi/data/batchexecute?rpcids=V1UmUe" novalidate>
<div class="rFrNMe"><input type="email" class="whsOnd zHQkBf" jsname="YPqjbf" autocomplete="username webauthn" spellcheck="false" tabindex="0" aria-label="Email or phone" name="identifier" autocapitalize="none" id="identifierId" dir="ltr" autofocus placeholder="Email or phone"></div>
<button type="button" class="ksBjEc">Forgot email?</button>
<div class="dMNVAe">Not your computer? Use Guest mode to sign in privately. <a href="https://support.google.com/chrome/answer/6130773?hl=en" style="color:#0b57d0">Learn more about using Guest mode</a></div>
<div class="JYXaTc"><button type="button" class="VfPpkd-LgbsSe ksBjEc2">Create account</button><button type="submit" class="VfPpkd-LgbsSe nCP5yc">Next</button></div>
</form></div></div>
<footer class="FZfKCe"><div>English (United States)</div><div><a href="https://support.google.com/accounts?hl=en&amp;p=account_iph" target="_blank">Help</a><a href="https://accounts.google.com/TOS?loc=US&amp;hl=en&amp;privacy=true" target="_blank">Privacy</a><a href="https://accounts.google.com/TOS?loc=US&amp;hl=en" target="_blank">Terms</a></div></footer>
</div>
<script nonce="Zk5qQm9yV0pLcW9p" src="https://www.gstatic.com/_/mss/boq-identity/_/js/k=boq-identity.AccountsSignInUi.en_US.kMh8k3tA6bQ.es5.O/am=CCAEGQ/d=1/rs=AOaEmlFn" async></script>
</body></html>`,
},
{
  id: 'a-brand-paypal-signin',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.paypal.com/signin?returnUri=https%3A%2F%2Fwww.paypal.com%2Fmyaccount%2Fsummary&state=%2Fsummary&locale.x=en_US',
  body: `<!DOCTYPE html>
<html lang="en" dir="ltr"><head><meta http-equiv="X-UA-Compatible" content="IE=edge" /><meta http-equiv="content-type" content="text/html; charset=utf-8"><meta name="application-name" content="PayPal"><meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=2.0, user-scalable=yes"><link rel="shortcut icon" href="https://www.paypalobjects.com/en_US/i/icon/pp_favicon_x.ico"><link rel="apple-touch-icon" href="https://www.paypalobjects.com/en_US/i/pui/apple-touch-icon.png"><link rel="canonical" href="https://www.paypal.com/signin" /><meta name="robots" content="noindex"><title>Log in to your PayPal account</title>
<link rel="stylesheet" href="https://www.paypalobjects.com/web/res/5d5/e5b6b2ccfc5d4d3fd1a0d0a3d4b0f1/css/contextualLoginElementalUIv5.css">
<style nonce="hG1s8o0Zq9R">body{margin:0;font-family:"PayPal Sans Small","Helvetica Neue",Arial,sans-serif;color:#2c2e2f}#main{max-width:460px;margin:40px auto}.contentContainer{border:1px solid #eaeced;border-radius:12px;padding:31px 50px 50px}.paypal-logo{background:url(https://www.paypalobjects.com/images/shared/momgram@2x.png) top center/contain no-repeat;height:38px;margin-bottom:20px}.textInput input{width:100%;height:64px;padding:0 12px;border:1px solid #9da3a6;border-radius:4px;font-size:16px;box-sizing:border-box;margin-bottom:12px}.button{width:100%;height:48px;border-radius:24px;border:0;background:#0070ba;color:#fff;font-size:16px;font-weight:600}.secondary{background:#fff;color:#2c2e2f;border:2px solid #2c2e2f;margin-top:12px}.pwrLink{font-weight:600;color:#0070ba;text-decoration:none;display:inline-block;margin:4px 0 22px}.footer{text-align:center;font-size:12px;margin-top:30px}.footer a{color:#6c7378;margin:0 8px;text-decoration:none}.loginSignUpSeparator{text-align:center;margin:22px 0;color:#6c7378}</style></head>
<body data-nemo="login"><section id="main" class=""><div id="content" class="contentContainer activeContent contentContainerBordered"><header><p role="img" aria-label="PayPal Logo" class="paypal-logo paypal-logo-long"></p></header>
<h1 id="headerText" class="headerText accessAid">Pay with PayPal</h1>
<form action="/signin" method="post" class="proceed maskable" autocomplete="off" name="login" novalidate><input type="hidden" id="token" name="_csrf" value="mN1Rh8p/vNc7sV0qk8m1VvJ4hQ8tq1ZcL2h0k="><input type="hidden" name="locale.x" value="en_US"><input type="hidden" name="processSignin" value="main"><input type="hidden" name="fn_sync_data" id="fn_sync_data" value="">
<div id="splitEmail" class="splitEmail"><div class="textInput" id="login_emaildiv"><div class="fieldWrapper"><input id="email" name="login_email" type="email" class="hasHelp validateEmpty" required="required" value="" autocomplete="username" placeholder="Email or mobile number" aria-describedby="emailErrorMessage"></div></div>
<a href="/authflow/password-recovery/" id="forgotEmail" class="pwrLink">Forgot email?</a>
<div class="actions"><button class="button actionContinue scTrack:unifiedlogin-login-click-next" type="submit" id="btnNext" name="btnNext" value="Next">Next</button></div></div>
<div class="loginSignUpSeparator"><span class="textInSeparator">or</span></div>
<a href="/signup?intent=checkout&amp;ctxId=xo_ctx_EC-1YJ49327" class="button secondary" id="createAccount" style="display:block;line-height:44px;text-align:center;text-decoration:none;box-sizing:border-box">Sign Up</a>
</form></div>
<footer class="footer" role="contentinfo"><ul style="list-style:none;padding:0"><li style="display:inline"><a href="/us/smarthelp/contact-us" target="_blank">Contact Us</a></li><li style="display:inline"><a href="/us/legalhub/privacy-full" target="_blank">Privacy</a></li><li style="display:inline"><a href="/us/legalhub/home" target="_blank">Legal</a></li><li style="display:inline"><a href="/us/webapps/mpp/ua/upcoming-policies-full" target="_blank">Policy Updates</a></li><li style="display:inline"><a href="/worldwide" target="_blank">Worldwide</a></li></ul></footer></section>
<script nonce="hG1s8o0Zq9R" src="https://www.paypalobjects.com/web/res/5d5/e5b6b2ccfc5d4d3fd1a0d0a3d4b0f1/js/app/login.js"></script>
</body></html>`,
},
{
  id: 'a-brand-appleid-signin',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://appleid.apple.com/sign-in?ref=manage-account-a',
  body: `<!DOCTYPE html>
<html lang="en-US" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>Sign In - Apple Account</title>
<meta name="description" content="Your Apple Account is the account you use for all Apple services.">
<link rel="icon" type="image/png" href="https://appleid.cdn-apple.com/static/bin/cb2505839483/images/favicon.ico">
<link rel="stylesheet" href="https://appleid.cdn-apple.com/static/bin/cb2505839483/dist/assets/app.css">
<style>
body{margin:0;font-family:-apple-system,"SF Pro Text","Helvetica Neue",Helvetica,Arial,sans-serif;color:#1d1d1f;background:#fff}
#ac-globalnav{height:44px;background:rgba(251,251,253,.8);border-bottom:1px solid #e8e8ed;display:flex;align-items:center;justify-content:center;gap:32px;font-size:12px}
#ac-globalnav a{color:#1d1d1f;text-decoration:none;opacity:.8}
.localnav{border-bottom:1px solid #d2d2d7;padding:12px 22px;font-size:21px;font-weight:600}
main{max-width:480px;margin:60px auto;text-align:center}
iframe#aid-auth-widget-iFrame{width:100%;height:380px;border:0}
footer{background:#f5f5f7;font-size:12px;color:#6e6e73;padding:20px;margin-top:40px}
</style>
</head>
<body>
<nav id="ac-globalnav" aria-label="Global"><a href="https://www.apple.com/">&#63743;</a><a href="https://www.apple.com/store">Store</a><a href="https://www.apple.com/mac/">Mac</a><a href="https://www.apple.com/ipad/">iPad</a><a href="https://www.apple.com/iphone/">iPhone</a><a href="https://www.apple.com/watch/">Watch</a><a href="https://support.apple.com/">Support</a></nav>
<div class="localnav">Apple Account</div>
<main>
<h1 style="font-size:32px">Sign in to Apple Account</h1>
<iframe id="aid-auth-widget-iFrame" name="aid-auth-widget" title="Sign In with your Apple Account" scrolling="no" src="https://idmsa.apple.com/appleauth/auth/authorize/signin?frame_id=auth-7x2kd9p1-4c1a-9f2e&amp;skVersion=7&amp;iframeId=auth-7x2kd9p1-4c1a-9f2e&amp;client_id=af1139274f266b22b68c2a3e7ad932cb3c0bbe854e13a79af78dcc73136882c3&amp;redirect_uri=https://appleid.apple.com&amp;response_type=code&amp;response_mode=web_message&amp;state=auth-7x2kd9p1&amp;authVersion=latest"></iframe>
<p style="font-size:14px"><a href="https://iforgot.apple.com/" style="color:#06c">Forgot password?</a> · <a href="https://appleid.apple.com/account" style="color:#06c">Create your Apple Account</a></p>
</main>
<footer>Copyright © 2025 Apple Inc. All rights reserved. · <a href="https://www.apple.com/legal/privacy/" style="color:#424245">Privacy Policy</a> · <a href="https://www.apple.com/legal/" style="color:#424245">Legal</a></footer>
</body>
</html>`,
  routes: {
    // Keyed with its query: another page serves this path for other queries.
    'idmsa.apple.com/appleauth/auth/authorize/signin?frame_id=auth-7x2kd9p1-4c1a-9f2e&skVersion=7&iframeId=auth-7x2kd9p1-4c1a-9f2e&client_id=af1139274f266b22b68c2a3e7ad932cb3c0bbe854e13a79af78dcc73136882c3&redirect_uri=https://appleid.apple.com&response_type=code&response_mode=web_message&state=auth-7x2kd9p1&authVersion=latest': htmlRoute(`<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign In with Apple Account</title>
<style>body{margin:0;font-family:-apple-system,"SF Pro Text",sans-serif;background:#fff}.si{max-width:380px;margin:0 auto}.fld{position:relative}.fld input{width:100%;height:56px;border:1px solid #d2d2d7;border-radius:12px;padding:18px 48px 0 16px;font-size:17px;box-sizing:border-box}.fld label{position:absolute;left:16px;top:8px;font-size:12px;color:#6e6e73}.cb{font-size:14px;margin:16px 0;text-align:left}.go{position:absolute;right:10px;top:12px;width:32px;height:32px;border-radius:50%;border:1px solid #86868b;background:#fff}</style></head>
<body><div class="si"><form id="sign_in_form" method="post" action="/appleauth/auth/signin?isRememberMeEnabled=true" autocomplete="off"><div class="fld"><label for="account_name_text_field">Email or Phone Number</label><input type="text" id="account_name_text_field" name="accountName" autocomplete="username" autocapitalize="off" spellcheck="false"><button class="go" type="submit" aria-label="Continue">&#8594;</button></div>
<div class="cb"><input type="checkbox" id="remember-me" name="rememberMe"> <label for="remember-me">Remember me</label></div></form>
<p style="font-size:12px;color:#6e6e73;text-align:left">Your Apple Account information is used to allow you to sign in securely and access your data. Apple records certain data for security, support and reporting purposes.</p></div>
<script src="https://idmsa.apple.com/appleauth/static/jsj/N1204838029/profile.js"></script></body></html>`),
  },
},
{
  id: 'a-brand-chase-secure-logon',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://secure.chase.com/web/auth/?treatment=chase&lang=en#/logon/logon/chaseOnline',
  body: `<!DOCTYPE html>
<html lang="en" class="no-js">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1">
<title>Sign in - chase.com</title>
<meta name="description" content="Sign in to Chase Online to manage your accounts, pay bills, and more.">
<link rel="icon" type="image/x-icon" href="https://static.chasecdn.com/content/dam/cpo-static/images/favicon.ico">
<link rel="stylesheet" href="https://static.chasecdn.com/web/2025.03.09-1/logon/css/logon.css">
<style>
body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f5f7f8 url(https://static.chasecdn.com/content/dam/cpo-static/images/background/desktop/bg-evening.jpg) center/cover}
.logon-header{height:64px;display:flex;justify-content:center;align-items:center}
.logon-header img{height:28px}
#logonbox{background:#fff;max-width:380px;margin:40px auto;border-radius:4px;padding:32px}
label{display:block;font-size:14px;color:#414042;margin-top:18px}
.jpui.input{width:100%;border:0;border-bottom:1px solid #8f8f8f;font-size:16px;padding:8px 0}
.jpui.button.primary{width:100%;margin-top:26px;background:#126bc5;color:#fff;border:0;height:44px;border-radius:4px;font-size:16px}
.remember{font-size:14px;margin-top:16px}
.links{font-size:14px;margin-top:18px}.links a{color:#126bc5;display:block;margin-top:6px}
footer{color:#fff;font-size:12px;text-align:center;padding:20px}
</style>
</head>
<body>
<header class="logon-header"><img src="https://static.chasecdn.com/content/dam/cpo-static/images/chaseLogoWhite.svg" alt="Chase"></header>
<main>
<div id="logonbox">
<form id="login" name="login" method="post" action="/web/auth/logon?lang=en" autocomplete="off">
<label for="userId-text-input-field">Username</label><input class="jpui input" id="userId-text-input-field" name="userId" type="text" autocomplete="username">
<label for="password-text-input-field">Password</label><input class="jpui input" id="password-text-input-field" name="password" type="password" autocomplete="current-password">
<div class="remember"><input type="checkbox" id="rememberMe" name="rememberMe"> <label for="rememberMe" style="display:inline">Remember me</label> &nbsp; <input type="checkbox" id="useToken" name="useToken"> <label for="useToken" style="display:inline">Use token</label></div>
<button type="submit" class="jpui button primary" id="signin-button">Sign in</button>
</form>
<div class="links"><a href="https://secure.chase.com/web/auth/#/logon/recovery/identify">Forgot username/password?</a><a href="https://secure.chase.com/web/auth/enrollment">Not enrolled? Sign up now.</a></div>
</div>
</main>
<footer>Equal Housing Opportunity · JPMorgan Chase Bank, N.A. Member FDIC · © 2025 JPMorgan Chase &amp; Co.</footer>
<script src="https://static.chasecdn.com/web/2025.03.09-1/logon/js/logon.js" defer></script>
</body>
</html>`,
},
{
  id: 'a-brand-linkedin-login',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.linkedin.com/login?fromSignIn=true&trk=guest_homepage-basic_nav-header-signin&session_redirect=%2Ffeed%2F',
  body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta name="pageKey" content="d_checkpoint_lg_consumerLogin">
<meta name="linkedin:pageTag" content="">
<meta name="locale" content="en_US">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta charset="utf-8">
<title>LinkedIn Login, Sign in | LinkedIn</title>
<meta name="description" content="Login to LinkedIn to keep in touch with people you know, share ideas, and build your career.">
<link rel="canonical" href="https://www.linkedin.com/login">
<link rel="icon" href="https://static.licdn.com/aero-v1/sc/h/al2o9zrvru7aqj8e1x2rzsrca">
<link rel="stylesheet" href="https://static.licdn.com/aero-v1/sc/h/9m2m1x3kw0sy7d7k3y5y6ydxp">
<style>body{margin:0;background:#fff;font-family:-apple-system,system-ui,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",sans-serif}.header__content{padding:24px 56px}.header__content img{height:28px}.card-layout{width:352px;margin:0 auto;padding:24px;box-shadow:0 4px 12px rgba(0,0,0,.15);border-radius:8px}.header__content__heading{font-size:32px;font-weight:600;margin:0}.header__content__subheading{font-size:14px;margin:4px 0 16px}.form__input--floating input{width:100%;height:52px;border:1px solid #666;border-radius:4px;padding:0 12px;font-size:16px;margin-bottom:16px;box-sizing:border-box}.btn__primary--large{width:100%;height:52px;border-radius:28px;border:0;background:#0a66c2;color:#fff;font-size:16px;font-weight:600}.btn__tertiary{color:#0a66c2;font-weight:600;display:inline-block;margin-bottom:18px;text-decoration:none}.join-now{text-align:center;margin-top:32px;font-size:16px}.li-footer{text-align:center;font-size:12px;color:#666;margin-top:48px}.li-footer a{color:#666;margin:0 6px;text-decoration:none}</style>
</head>
<body>
<div class="header__content"><a href="/?trk=guest_homepage-basic_nav-header-logo" aria-label="LinkedIn"><img src="https://static.licdn.com/aero-v1/sc/h/8fkga714vy9b2wk5auqo5reeb" alt="LinkedIn"></a></div>
<main class="app__content" role="main">
<div class="card-layout">
<div class="header__content"><h1 class="header__content__heading">Sign in</h1><p class="header__content__subheading">Stay updated on your professional world.</p></div>
<form method="post" class="login__form" action="/checkpoint/lg/login-submit" novalidate>
<input name="csrfToken" value="ajax:2394776611059803422" type="hidden"><input name="session_redirect" value="/feed/" type="hidden"><input name="loginCsrfParam" value="6e0fd1a6-57b8-4b4d-8f26-c3f1b6c5b0e2" type="hidden">
<div class="form__input--floating"><input id="username" name="session_key" type="email" aria-describedby="error-for-username" required autofocus autocomplete="username" placeholder="Email or phone"></div>
<div class="form__input--floating"><input id="password" type="password" aria-describedby="error-for-password" name="session_password" required autocomplete="current-password" placeholder="Password"></div>
<a href="/checkpoint/rp/request-password-reset?trk=guest_homepage-basic_nav-header-signin" class="btn__tertiary--medium btn__tertiary">Forgot password?</a>
<div class="login__form_action_container"><button class="btn__primary--large from__button--floating" data-litms-control-urn="login-submit" type="submit" aria-label="Sign in">Sign in</button></div>
</form>
</div>
<div class="join-now">New to LinkedIn? <a href="/signup/cold-join?trk=guest_homepage-basic_nav-header-join" style="color:#0a66c2;font-weight:600;text-decoration:none">Join now</a></div>
</main>
<footer class="li-footer"><img src="https://static.licdn.com/aero-v1/sc/h/e12h2cd8ac580qen9qdd0qks8" alt="LinkedIn" height="14"> © 2025 <a href="/legal/user-agreement">User Agreement</a><a href="/legal/privacy-policy">Privacy Policy</a><a href="/help/linkedin/answer/34593">Community Guidelines</a><a href="/legal/cookie-policy">Cookie Policy</a><a href="/legal/copyright-policy">Copyright Policy</a><a href="#">Send Feedback</a></footer>
</body>
</html>`,
},
{
  id: 'a-brand-dropbox-login',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.dropbox.com/login?cont=https%3A%2F%2Fwww.dropbox.com%2Fhome%2FShared&src=logout',
  body: `<!DOCTYPE html>
<html lang="en" class="maestro">
<head>
<meta charset="utf-8">
<title>Login - Dropbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="origin-when-cross-origin">
<link rel="shortcut icon" href="https://cfl.dropboxstatic.com/static/metaserver/static/images/favicon-vfl8lUR9B.ico">
<link rel="stylesheet" href="https://cfl.dropboxstatic.com/static/css/login_or_register/index-vflQ2xg_y.css">
<style>body{margin:0;font-family:"Sharp Grotesk",AtlasGrotesk,"Helvetica Neue",Helvetica,Arial,sans-serif;background:#f7f5f2;color:#1e1919}.top{height:64px;background:#fff;display:flex;align-items:center;padding:0 24px}.top img{height:32px}.lg{max-width:420px;margin:60px auto;background:#fff;padding:40px;border-radius:8px}.lg h1{font-size:28px;margin:0 0 20px}.sso button{width:100%;height:44px;margin-bottom:10px;background:#fff;border:1px solid #bbb5ae;border-radius:4px;font-size:15px}.or{text-align:center;color:#736c64;margin:16px 0}.lg input{width:100%;height:44px;border:1px solid #bbb5ae;border-radius:4px;padding:0 12px;font-size:16px;margin-bottom:12px;box-sizing:border-box}.cont{width:100%;height:44px;background:#0061fe;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:600}</style>
</head>
<body>
<div class="top"><a href="https://www.dropbox.com/"><img src="https://cfl.dropboxstatic.com/static/images/logo_catalog/dropbox_logo_glyph_2015_m1-vfleInWIl.svg" alt="Dropbox"></a></div>
<div class="lg">
<h1>Log in or sign up</h1>
<div class="sso"><button type="button" data-provider="google">Continue with Google</button><button type="button" data-provider="apple">Continue with Apple</button></div>
<div class="or">or</div>
<form method="post" action="/ajax_login" novalidate><input type="hidden" name="t" value="Qm7P1r0vEu2cXn8S"><input type="hidden" name="cont" value="https://www.dropbox.com/home/Shared">
<input type="email" name="login_email" placeholder="Email" autocomplete="username">
<button class="cont" type="submit">Continue</button>
</form>
<p style="font-size:12px;color:#736c64;margin-top:20px">By continuing you agree to the <a href="/terms">Dropbox Terms</a> and <a href="/privacy">Privacy Policy</a>.</p>
</div>
</body>
</html>`,
},
];
