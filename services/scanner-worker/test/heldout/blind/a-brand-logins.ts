import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-brand-microsoftonline-authorize',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&redirect_uri=https%3A%2F%2Fwww.office.com%2Flandingv2&response_type=code%20id_token&scope=openid%20profile&response_mode=form_post&nonce=638457612993104811.YjE0&sso_reload=true',
  body: `<!-- Copyright (C) Microsoft Corporation. All rights reserved. -->
<!DOCTYPE html>
<html dir="ltr" class="" lang="en">
<head>
<title>Sign in to your account</title>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=2.0, user-scalable=yes">
<meta http-equiv="Pragma" content="no-cache">
<meta http-equiv="Expires" content="-1">
<link rel="preconnect" href="https://aadcdn.msftauth.net" crossorigin>
<meta http-equiv="x-dns-prefetch-control" content="on">
<link rel="dns-prefetch" href="//aadcdn.msftauth.net">
<meta name="robots" content="none">
<script type="text/javascript" nonce="xS4tXy7kQ0WmEvZ1rPpN2A">//<![CDATA[
$Config={"fShowPersistentCookiesWarning":false,"urlMsaSignUp":"https://login.live.com/oauth20_authorize.srf?scope=openid+profile+email+offline_access\\u0026response_type=code\\u0026client_id=51483342-085c-4d86-bf88-cf50c7252078","urlGetCredentialType":"https://login.microsoftonline.com/common/GetCredentialType?mkt=en-US","urlPost":"/common/login","urlResetPassword":"https://passwordreset.microsoftonline.com/?ru=https%3a%2f%2flogin.microsoftonline.com%2fcommon%2freprocess","sCanaryTokenName":"canary","sFT":"AQABIQEAAAAtyolDObpQQ5VtlI4uGjEPsTb3","sCtx":"rQQIARAAhZK9b9NAGMbjJA1tBaJCCDF2YEByfT7b54YKBpI2ads0LXFpkgXZ5_P3R","iPawnIcon":0,"sPOST_Username":"","sServerExecutionID":"a3f1c9e2-7b44-4a11-9d60-2b1c8e4f0300","fEnableShowPasswordButton":true,"urlCdn":"https://aadcdn.msftauth.net/shared/1.0/","arrSessions":[],"iMaxPollErrors":5,"correlationId":"5d0f21ab-9c77-4e0c-8b2f-7a19e2c3d4b1","strings":{"mfa":{"setitupnow":"Set it up now"}},"urlLogin":"https://login.microsoftonline.com/common/reprocess?ctx=rQQIARAAhZK9b9NA","country":"US","serverDetails":{"slc":"ProdSlices","dc":"WUS3","ri":"SJ1XXXX","ver":{"v":[2,1,17846,6]},"rt":"2025-03-14T10:22:41","et":41}};
//]]></script>
<link rel="shortcut icon" href="https://aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_eupayfgghqiai7k9sol6lg2.ico">
<link crossorigin="anonymous" href="https://aadcdn.msftauth.net/ests/2.1/content/cdnbundles/converged.v2.login.min_ih2ozp_nlbbeqvrt9w-1ig2.css" rel="stylesheet">
<script crossorigin="anonymous" src="https://aadcdn.msftauth.net/ests/2.1/content/cdnbundles/ux.converged.login.strings-en.min_uz8mmqbqrm2fymeauj7cvq2.js"></script>
<style>body{margin:0;font-family:"Segoe UI",-apple-system,"Helvetica Neue",sans-serif;background:#f2f2f2 url(https://aadcdn.msftauth.net/shared/1.0/content/images/backgrounds/2_11d9e3bcdfede9ce5ce5ace2d129f1c4.svg) center/cover}.inner{max-width:440px;width:calc(100% - 40px);margin:12vh auto;background:#fff;padding:44px;box-sizing:border-box;box-shadow:0 2px 6px rgba(0,0,0,.2)}.row.title{font-size:1.5rem;font-weight:600;margin:16px 0 12px}input.form-control{width:100%;border:0;border-bottom:1px solid #666;height:36px;font-size:15px;margin-bottom:16px}.win-button.button_primary{float:right;background:#0067b8;color:#fff;border:0;height:32px;min-width:108px}#footer{position:fixed;bottom:0;right:0;font-size:12px;padding:8px}#footer a{color:#000;margin-left:12px;text-decoration:none}</style>
</head>
<body data-bind="defineGlobals: ServerData, bodyCssClass">
<div id="lightbox" class="inner">
<div><img class="logo" role="img" pngsrc="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ed9c9eb0dce17d752bedea6b5acda6d9.png" svgsrc="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" alt="Microsoft"></div>
<div role="heading" aria-level="1" class="row title">Sign in</div>
<form name="f1" id="i0281" novalidate="novalidate" spellcheck="false" method="post" target="_top" autocomplete="off" action="/common/login">
<input type="email" name="loginfmt" id="i0116" maxlength="113" class="form-control ltr_override input ext-input text-box ext-text-box" aria-required="true" placeholder="Email, phone, or Skype" autocomplete="username">
<input type="hidden" name="canary" value="PAQABDgEAAAAtyolDObpQQ5VtlI4uGjEP">
<input type="hidden" name="ctx" value="rQQIARAAhZK9b9NAGMbjJA1tBaJCCDF2YEByfT7b54YKBpI2ads0LXFpkgXZ5_P3R">
<input type="hidden" name="flowToken" value="AQABIQEAAAAtyolDObpQQ5VtlI4uGjEPsTb3">
<div style="font-size:13px;margin-bottom:8px">No account? <a id="signup" href="https://signup.live.com/signup?lic=1">Create one!</a></div>
<div style="font-size:13px;margin-bottom:24px"><a id="cantAccessAccount" href="https://account.live.com/ResetPassword.aspx">Can't access your account?</a></div>
<input type="submit" id="idSIButton9" class="win-button button_primary high-contrast-overrides button ext-button primary ext-primary" value="Next">
<div style="clear:both"></div>
</form>
</div>
<div id="footer"><a id="ftrTerms" href="https://www.microsoft.com/en-US/servicesagreement/">Terms of use</a><a id="ftrPrivacy" href="https://privacy.microsoft.com/en-US/privacystatement">Privacy &amp; cookies</a><a href="#">...</a></div>
</body>
</html>`,
},
{
  id: 'a-brand-amazon-ap-signin',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.amazon.com/ap/signin?openid.pape.max_auth_age=0&openid.return_to=https%3A%2F%2Fwww.amazon.com%2Fgp%2Fcss%2Forder-history&openid.identity=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0%2Fidentifier_select&openid.assoc_handle=usflex&openid.mode=checkid_setup&openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0&ref_=ya_signin_a',
  body: `<!doctype html><html class="a-no-js" data-19ax5a9jf="dingo"><head><script>var aPageStart = (new Date()).getTime();</script><meta charset="utf-8"/>
<title dir="ltr">Amazon Sign-In</title>
<link rel="stylesheet" href="https://m.media-amazon.com/images/I/11EIQ5IGqaL._RC|01ZTHTZObnL.css,41gPJG5yShL.css,31+Z83i6adL.css_.css?AUIClients/AmazonUI#us.not-trident"/>
<style>body{margin:0;font-family:"Amazon Ember",Arial,sans-serif;font-size:13px;color:#0f1111}.a-section.auth-pagelet-container{width:350px;margin:0 auto}.logo{text-align:center;padding:14px 0 18px}.a-box{border:1px solid #ddd;border-radius:8px;padding:20px 26px}h1{font-weight:400;font-size:28px;margin:0 0 14px}label{font-weight:700;display:block;padding-bottom:2px}.a-input-text{width:100%;height:31px;border:1px solid #888c8c;border-radius:3px;padding:3px 7px;box-sizing:border-box}.a-button-primary{display:block;width:100%;margin-top:14px;background:#ffd814;border:1px solid #fcd200;border-radius:8px;height:31px}.a-divider-break{text-align:center;color:#767676;margin:22px 0 14px;font-size:12px}.a-button-create{width:350px;display:block;margin:0 auto;background:#fff;border:1px solid #d5d9d9;border-radius:8px;height:31px}.auth-footer{border-top:1px solid #ddd;margin-top:30px;padding-top:22px;text-align:center;font-size:11px}.auth-footer a{margin:0 14px;color:#0066c0}</style>
</head><body><div id="a-page"><div class="a-section a-padding-medium auth-workflow"><div class="logo"><a class="a-link-nav-icon" tabindex="-1" href="https://www.amazon.com/ref=ap_frn_logo"><i class="a-icon a-icon-logo" role="img" aria-label="Amazon"><img src="https://m.media-amazon.com/images/G/01/gc/designs/livepreview/amazon_dkblue_noto_email_v2016_us-main._CB468775337_.png" alt="Amazon" width="103"></i></a></div>
<div class="a-section auth-pagelet-container"><div class="a-box"><div class="a-box-inner a-padding-extra-large">
<h1 class="a-spacing-small">Sign in</h1>
<form name="signIn" method="post" novalidate action="https://www.amazon.com/ap/signin" class="auth-validate-form auth-real-time-validation a-spacing-none"><input type="hidden" name="appActionToken" value="Xj2cFFj2B7S0dXe9XkIj2BBoLy4tQ3D"><input type="hidden" name="appAction" value="SIGNIN_PWD_COLLECT"><input type="hidden" name="openid.return_to" value="ape:aHR0cHM6Ly93d3cuYW1hem9uLmNvbS9ncC9jc3Mvb3JkZXItaGlzdG9yeQ=="><input type="hidden" name="prevRID" value="ape:RzdYMFk0OVpHQkZCVjJRUUQ1RjA="><input type="hidden" name="workflowState" value="eyJ6aXAiOiJERUYiLCJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiQTI1NktXIn0">
<div class="a-row a-spacing-base"><label for="ap_email" class="a-form-label">Email or mobile phone number</label><input type="email" maxlength="128" id="ap_email" autocomplete="username" name="email" tabindex="1" class="a-input-text a-span12 auth-autofocus auth-required-field"></div>
<span id="continue" class="a-button a-button-span12 a-button-primary"><input id="continue-btn" tabindex="5" class="a-button-input a-button-primary" type="submit" value="Continue" aria-labelledby="continue-announce"></span>
<div class="a-row a-spacing-top-medium a-size-small" style="margin-top:18px">By continuing, you agree to Amazon's <a href="/gp/help/customer/display.html/ref=ap_signin_notification_condition_of_use?ie=UTF8&amp;nodeId=508088">Conditions of Use</a> and <a href="/gp/help/customer/display.html/ref=ap_signin_notification_privacy_notice?ie=UTF8&amp;nodeId=468496">Privacy Notice</a>.</div>
</form></div></div>
<div class="a-divider-break"><h5>New to Amazon?</h5></div>
<a id="createAccountSubmit" class="a-button-create" style="text-align:center;line-height:31px;text-decoration:none;color:#0f1111" href="https://www.amazon.com/ap/register?openid.assoc_handle=usflex">Create your Amazon account</a>
</div></div>
<div class="auth-footer"><a href="/gp/help/customer/display.html/ref=ap_desktop_footer_cou?ie=UTF8&amp;nodeId=508088">Conditions of Use</a><a href="/gp/help/customer/display.html/ref=ap_desktop_footer_privacy_notice?ie=UTF8&amp;nodeId=468496">Privacy Notice</a><a href="/help">Help</a><br><br>© 1996-2025, Amazon.com, Inc. or its affiliates</div>
</div>
<script>(function(){var fwcimDataA=document.getElementById('ap_email');if(fwcimDataA){fwcimDataA.focus();}})();</script>
</body></html>`,
},
{
  id: 'a-brand-netflix-update-payment',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.netflix.com/simplemember/managepaymentinfo?locale=en-US&ref=hold-banner',
  body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Netflix</title>
<link rel="shortcut icon" href="https://assets.nflxext.com/us/ffe/siteui/common/icons/nficon2016.ico">
<link rel="stylesheet" href="https://assets.nflxext.com/web/ffe/wawa/3/styles/akira.css">
<style>
body{margin:0;font-family:"Netflix Sans","Helvetica Neue",Segoe UI,Roboto,sans-serif;background:#fff;color:#333}
.hd{border-bottom:1px solid #e6e6e6;height:90px;display:flex;align-items:center;justify-content:space-between;padding:0 45px}
.hd svg{height:45px;width:167px;fill:#e50914}
.hd a{color:#333;font-size:19px;font-weight:500;text-decoration:none}
.c{max-width:500px;margin:24px auto 60px;padding:0 20px}
.step{font-size:13px;text-transform:uppercase}
h1{font-size:32px;margin:4px 0 20px}
.banner{background:#fff4d1;border-radius:4px;padding:12px 16px;font-size:15px;margin-bottom:20px}
.opt{display:flex;justify-content:space-between;align-items:center;border:2px solid #ccc;border-radius:5px;padding:18px;margin-bottom:10px;text-decoration:none;color:#333;font-size:18px}
.opt img{height:22px;margin-left:4px}
footer{background:#f3f3f3;border-top:1px solid #e6e6e6;padding:30px 45px;font-size:13px;color:#737373}
footer a{color:#737373;margin-right:24px}
</style>
</head>
<body>
<div class="hd"><a href="https://www.netflix.com/browse" aria-label="Netflix"><svg viewBox="0 0 111 30" aria-hidden="true"><path d="M105.06 14.28L111 30c-1.75-.25-3.5-.56-5.28-.84l-3.34-8.68-3.44 7.97c-1.69-.3-3.34-.39-5.03-.61l6.03-13.75L94.47 0h5.06l3.07 7.88L105.9 0h5.1l-5.94 14.28z"></path></svg></a><a href="https://www.netflix.com/SignOut">Sign Out</a></div>
<div class="c">
<div class="step">Account</div>
<h1>Update your payment method</h1>
<div class="banner">Your membership is on hold because we couldn't process your last payment. Update your payment method to resume watching. Your profiles, watch history and My List are saved.</div>
<a class="opt" href="/simplemember/managepaymentinfo/creditoption">Credit or Debit Card <span><img src="https://assets.nflxext.com/siteui/acquisition/payment/svg/visa-v3.svg" alt="Visa"><img src="https://assets.nflxext.com/siteui/acquisition/payment/svg/mastercard-v2.svg" alt="Mastercard"><img src="https://assets.nflxext.com/siteui/acquisition/payment/svg/amex-v2.svg" alt="American Express"></span></a>
<a class="opt" href="/simplemember/managepaymentinfo/paypaloption">PayPal <span><img src="https://assets.nflxext.com/siteui/acquisition/payment/svg/paypal.svg" alt="PayPal"></span></a>
<a class="opt" href="/simplemember/managepaymentinfo/giftoption">Gift Code</a>
<p style="font-size:14px;color:#737373">Questions? See <a href="https://help.netflix.com/en/node/32951">Why is my Netflix account on hold?</a> — Netflix will never ask you for payment details by email or text message.</p>
</div>
<footer><p>Questions? Call 1-866-952-4456</p><a href="https://help.netflix.com/support/412">FAQ</a><a href="https://help.netflix.com">Help Center</a><a href="https://help.netflix.com/legal/termsofuse">Terms of Use</a><a href="https://help.netflix.com/legal/privacy">Privacy</a><a href="#">Cookie Preferences</a></footer>
</body>
</html>`,
},
{
  id: 'a-brand-facebook-login',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.facebook.com/login/?next=https%3A%2F%2Fwww.facebook.com%2Fgroups%2Ffeed%2F&privacy_mutation_token=eyJ0eXBlIjowfQ',
  body: `<!DOCTYPE html>
<html lang="en" id="facebook" class="no_js">
<head><meta charset="utf-8"><meta name="referrer" content="origin-when-crossorigin" id="meta_referrer"><script nonce="u9lWv2Qf">function envFlush(a){function b(b){for(var c in a)b[c]=a[c]}window.requireLazy?window.requireLazy(["Env"],b):(window.Env=window.Env||{},b(window.Env))}envFlush({"useTrustedTypes":false,"isTrustedTypesReportOnly":false,"roleMaintainedList":null});</script>
<title id="pageTitle">Log into Facebook</title>
<meta property="og:site_name" content="Facebook"><meta property="og:url" content="https://www.facebook.com/login/"><meta property="og:locale" content="en_US">
<link rel="shortcut icon" href="https://static.xx.fbcdn.net/rsrc.php/yb/r/hLRJ1GG_y0J.ico">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link type="text/css" rel="stylesheet" href="https://static.xx.fbcdn.net/rsrc.php/v3/yH/l/0,cross/ZeBs9NlBj2R.css?_nc_x=Ij3Wp8lg5Kz" data-bootloader-hash="lY6NYtU" crossorigin="anonymous">
<style nonce="u9lWv2Qf">body{margin:0;background:#f0f2f5;font-family:SFProText-Regular,Helvetica,Arial,sans-serif}._9ay7{max-width:396px;margin:80px auto;text-align:center}._8esk{font-size:38px;color:#1877f2;font-weight:700;margin-bottom:18px}._9ay5{background:#fff;border-radius:8px;box-shadow:0 2px 4px rgba(0,0,0,.1),0 8px 16px rgba(0,0,0,.1);padding:16px}.inputtext{width:100%;height:52px;border:1px solid #dddfe2;border-radius:6px;padding:14px 16px;font-size:17px;box-sizing:border-box;margin-bottom:12px}._42ft{width:100%;height:48px;background:#1877f2;border:0;border-radius:6px;color:#fff;font-size:20px;font-weight:700}._97w4{display:block;color:#1877f2;font-size:14px;margin:16px 0;text-decoration:none}._42ft._green{background:#42b72a;width:auto;padding:0 16px;font-size:17px;height:48px}._95ka{font-size:12px;color:#737373;margin-top:40px}</style>
</head>
<body class="_6s5d _71pn system-fonts--body" dir="ltr">
<div class="_9ay7"><div class="_8esk">facebook</div>
<div class="_9ay5"><div style="font-size:18px;margin-bottom:12px">Log in to Facebook</div>
<form id="login_form" action="/login/?next=https%3A%2F%2Fwww.facebook.com%2Fgroups%2Ffeed%2F&amp;login_attempt=1" method="post" novalidate="1" onsubmit="">
<input type="hidden" name="jazoest" value="21032" autocomplete="off"><input type="hidden" name="lsd" value="AVpJ8d2yWmE" autocomplete="off">
<input type="text" class="inputtext _55r1 inputtext" name="email" id="email" placeholder="Email address or phone number" autofocus="1" aria-label="Email address or phone number">
<input type="password" class="inputtext _55r1 inputtext" name="pass" id="pass" placeholder="Password" aria-label="Password">
<button value="1" class="_42ft _4jy0 _52e0 _4jy6 _4jy1 selected _51sy" id="loginbutton" name="login" type="submit">Log in</button>
<a class="_97w4" href="https://www.facebook.com/recover/initiate/?privacy_mutation_token=eyJ0eXBlIjowfQ&amp;ars=facebook_login">Forgotten account?</a>
<div style="border-top:1px solid #dadde1;padding-top:20px"><a class="_42ft _green" role="button" href="/r.php?entry_point=login" style="display:inline-block;line-height:48px;color:#fff;text-decoration:none">Create new account</a></div>
</form></div>
<div class="_95ka">English (US) · Español · Français (France) · 中文(简体) · العربية · Português (Brasil) · Italiano · 한국어 · Deutsch · हिन्दी · 日本語<br><br>Meta © 2025</div>
</div>
</body>
</html>`,
},
{
  id: 'a-brand-steam-store-login',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://store.steampowered.com/login/?redir=cart%2F&redir_ssl=1&snr=1_60_4__global-header',
  body: `<!DOCTYPE html>
<html class="responsive" lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="#171a21">
<title>Sign In</title>
<link rel="shortcut icon" href="/favicon.ico" type="image/x-icon">
<link href="https://store.cloudflare.steamstatic.com/public/shared/css/motiva_sans.css?v=-yZgCk0Nu7kH&amp;l=english" rel="stylesheet" type="text/css">
<link href="https://store.cloudflare.steamstatic.com/public/css/v6/store.css?v=M8cZc7Wqgd4d&amp;l=english" rel="stylesheet" type="text/css">
<script type="text/javascript">var g_ServerTime = 1741948361; var g_sessionID = "8b1e2a39c0f4d6a71f2e3c55";</script>
<style>body{margin:0;background:#1b2838;color:#c6d4df;font-family:"Motiva Sans",Arial,sans-serif}#global_header{background:#171a21;height:104px;display:flex;align-items:center;justify-content:center;gap:40px;font-size:14px;text-transform:uppercase}#global_header a{color:#dcdedf;text-decoration:none}.page_content{max-width:740px;margin:40px auto}.login_title{font-size:32px;color:#fff;font-weight:200}.login_box{background:#181a21;border-radius:4px;padding:32px 40px;display:flex;gap:40px}.login_box label{display:block;color:#1999ff;font-size:12px;font-weight:700;text-transform:uppercase;margin:12px 0 6px}.login_box input[type=text],.login_box input[type=password]{width:100%;height:40px;background:#32353c;border:0;border-radius:2px;color:#fff;padding:0 10px;box-sizing:border-box}.login_box button{margin-top:22px;width:100%;height:48px;background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;border-radius:2px;color:#fff;font-size:16px}.qr{text-align:center;font-size:12px;color:#1999ff}.qr div{width:200px;height:200px;background:#fff;border-radius:4px;margin-top:8px}</style>
</head>
<body>
<div id="global_header"><a href="https://store.steampowered.com/">Store</a><a href="https://steamcommunity.com/">Community</a><a href="https://store.steampowered.com/about/">About</a><a href="https://help.steampowered.com/en/">Support</a></div>
<div class="page_content">
<div class="login_title">Sign in</div>
<div class="login_box">
<form style="flex:1" method="post" action="https://login.steampowered.com/jwt/finalizelogin">
<label>Sign in with account name</label><input type="text" name="account_name" autocomplete="username">
<label>Password</label><input type="password" name="password" autocomplete="current-password">
<label style="text-transform:none;color:#b8b6b4;font-weight:400"><input type="checkbox" checked> Remember me</label>
<button type="submit">Sign in</button>
<p style="font-size:12px"><a href="https://help.steampowered.com/en/wizard/HelpWithLogin?redir=store%2Flogin%2F" style="color:#afafaf">Help, I can't sign in</a></p>
</form>
<div class="qr">Or sign in with QR<div></div><p style="color:#afafaf">Use the Steam Mobile App to sign in via QR code</p></div>
</div>
</div>
</body>
</html>`,
},
{
  id: 'a-brand-coinbase-signin',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://login.coinbase.com/signin?client_id=258660e1-9cfe-4202-9eda-d3beedb3e118&redirect_uri=https%3A%2F%2Fwww.coinbase.com%2Foauth%2Fcallback&response_type=code',
  body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Coinbase: Sign in</title>
<meta name="robots" content="noindex">
<link rel="icon" href="https://static-assets.coinbase.com/ui-infra/illustration/v1/pictogram/svg/light/coinbaseLogoNavigation-4.svg">
<style>
body{margin:0;font-family:CoinbaseSans,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#0a0b0d;background:#fff}
.hd{padding:20px 32px}.hd svg{height:32px;width:32px}
.card{max-width:448px;margin:40px auto;border:1px solid #dee1e6;border-radius:16px;padding:32px}
h1{font-size:28px;margin:0 0 24px}
label{font-weight:600;font-size:14px}
input{display:block;width:100%;height:56px;border:1px solid #dee1e6;border-radius:8px;padding:0 16px;font-size:16px;margin:8px 0 20px;box-sizing:border-box}
.p{width:100%;height:56px;border:0;border-radius:56px;background:#0052ff;color:#fff;font-size:16px;font-weight:600}
.s{width:100%;height:56px;border:0;border-radius:56px;background:#eef0f3;color:#0a0b0d;font-size:16px;font-weight:600;margin-top:12px}
.or{text-align:center;color:#5b616e;margin:20px 0}
small{color:#5b616e;display:block;margin-top:24px;text-align:center}
</style>
</head>
<body>
<div class="hd"><svg viewBox="0 0 48 48" role="img" aria-label="Coinbase"><circle cx="24" cy="24" r="24" fill="#0052ff"/><path d="M24 34a10 10 0 1 1 9.8-12h-6.1a4 4 0 1 0 0 4h6.1A10 10 0 0 1 24 34z" fill="#fff"/></svg></div>
<div class="card">
<h1>Sign in to Coinbase</h1>
<form method="post" action="/signin/step/email" autocomplete="on">
<input type="hidden" name="_csrf" value="cb_1QbVx2RkU2o9">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" placeholder="Your email address">
<button class="p" type="submit">Continue</button>
</form>
<div class="or">OR</div>
<button class="s" type="button">Sign in with Passkey</button>
<button class="s" type="button">Sign in with Google</button>
<button class="s" type="button">Sign in with Apple</button>
<small>Not your device? Use a private window. See our <a href="https://www.coinbase.com/legal/privacy">Privacy Policy</a> for more info.</small>
</div>
</body>
</html>`,
},
{
  id: 'a-brand-dhl-de-tracking',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557&lang=de',
  body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>DHL Sendungsverfolgung | DHL</title>
<meta name="description" content="Verfolgen Sie Ihre DHL Sendung mit der Sendungsnummer.">
<link rel="icon" href="/etc/designs/dhl/favicon.ico">
<link rel="stylesheet" href="/etc/clientlibs/dhl/pk/main.min.css">
<style>
body{margin:0;font-family:Delivery,Verdana,sans-serif;background:#f2f2f2;color:#323232}
.hd{background:linear-gradient(90deg,#ffcc00 0,#ffcc00 30%,#ffd700 70%,#ffe57f 100%);height:70px;display:flex;align-items:center;justify-content:space-between;padding:0 30px}
.hd img{height:26px}.hd nav a{color:#323232;margin-left:18px;font-size:14px;text-decoration:none}
.c{max-width:900px;margin:24px auto;background:#fff;padding:30px}
.search{display:flex;gap:8px}.search input{flex:1;height:44px;border:1px solid #8c8c8c;padding:0 10px}.search button{background:#d40511;color:#fff;border:0;padding:0 24px}
.tl{border-left:3px solid #d40511;margin:20px 0;padding-left:16px}
.tl p{margin:0 0 14px}
.note{background:#f2f2f2;padding:14px;font-size:14px}
footer{max-width:900px;margin:0 auto 30px;font-size:12px;color:#666}
footer a{color:#666;margin-right:16px}
</style>
</head>
<body>
<div class="hd"><a href="/de/privatkunden.html"><img src="/content/dam/images/dhl-logo.svg" alt="DHL"></a><nav><a href="/de/privatkunden/pakete-versenden.html">Versenden</a><a href="/de/privatkunden/pakete-empfangen.html">Empfangen</a><a href="https://www.dhl.de/int-login/login">Anmelden</a></nav></div>
<div class="c">
<h1>Sendungsverfolgung</h1>
<form class="search" action="/de/privatkunden/pakete-empfangen/verfolgen.html" method="get"><input name="piececode" value="00340434161094042557" aria-label="Sendungsnummer"><button>Suchen</button></form>
<div class="tl">
<p><b>Di, 11.03.2025, 14:22 Uhr</b><br>Die Sendung wurde erfolgreich zugestellt. Empfänger: Nachbar</p>
<p><b>Di, 11.03.2025, 09:05 Uhr</b><br>Die Sendung wurde in das Zustellfahrzeug geladen.</p>
<p><b>Mo, 10.03.2025, 21:48 Uhr</b><br>Die Sendung wurde im Start-Paketzentrum bearbeitet.</p>
</div>
<div class="note"><b>Hinweis zu betrügerischen Nachrichten:</b> DHL fordert Sie niemals per SMS oder E-Mail zur Zahlung kleiner Beträge oder zur Eingabe von Kreditkartendaten auf, um eine Zustellung zu ermöglichen. Zollgebühren werden ausschließlich über dhl.de oder bei Zustellung bezahlt. <a href="/de/privatkunden/kampagnenseiten/betrugsversuche.html">Mehr zu Betrugsversuchen</a></div>
</div>
<footer><a href="/de/toolbar/footer/impressum.html">Impressum</a><a href="/de/toolbar/footer/datenschutz.html">Datenschutz</a><a href="/de/toolbar/footer/agb.html">AGB</a>© DHL Paket GmbH 2025</footer>
</body>
</html>`,
},
];
