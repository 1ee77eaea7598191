import type { Entry } from '../entry.js';

/** Benign: companies' logins on their own domains, and brands' own login pages on the brands' own hostnames. */
export const entries: Entry[] = [
  {
    id: 'clean-saas-login-acme-crm',
    label: 'clean',
    kind: 'own-login',
    url: 'https://app.pipedrift-crm.com/login',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Log in · Pipedrift CRM</title><link rel="stylesheet" href="/static/app.8f2c1.css"></head>
<body><main class="auth"><a href="https://www.pipedrift-crm.com/"><img src="/static/logo.svg" alt="Pipedrift" height="32"></a><h1>Welcome back</h1>
<form method="post" action="/login"><input type="hidden" name="csrf_token" value="f81d4fae7dec11d0a76500a0c91e6bf6"><label>Work email<input type="email" name="email" autocomplete="username" required></label>
<label>Password<input type="password" name="password" autocomplete="current-password" required></label><button type="submit">Log in</button></form>
<p><a href="/password/forgot">Forgot your password?</a> · <a href="/sso">Log in with SSO</a></p><p>New to Pipedrift? <a href="/signup">Start a free trial</a></p></main>
<script src="/static/app.8f2c1.js" defer></script></body></html>`,
  },
  {
    id: 'clean-university-sso',
    label: 'clean',
    kind: 'own-login',
    url: 'https://sso.uni-hohenberg.de/idp/profile/SAML2/Redirect/SSO?execution=e1s1',
    body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Universität Hohenberg – Anmeldung</title></head>
<body><header><img src="/idp/images/uni-logo.png" alt="Universität Hohenberg"></header><main><h1>Zentrale Anmeldung (Shibboleth)</h1>
<p>Sie melden sich an bei: <b>Moodle – Lernplattform</b></p>
<form action="/idp/profile/SAML2/Redirect/SSO?execution=e1s1" method="post"><input type="hidden" name="csrf_token" value="_7c1d3e5a9b"><label for="username">Benutzerkennung</label><input id="username" name="j_username" type="text"><label for="password">Passwort</label><input id="password" name="j_password" type="password">
<input type="checkbox" name="donotcache" value="1" id="donotcache"><label for="donotcache">Anmeldung nicht speichern</label><button type="submit" name="_eventId_proceed">Anmelden</button></form>
<p><a href="https://www.uni-hohenberg.de/it/passwort">Passwort vergessen?</a> · <a href="https://www.uni-hohenberg.de/datenschutz">Datenschutz</a></p></main></body></html>`,
  },
  {
    id: 'clean-own-owa',
    label: 'clean',
    kind: 'own-login',
    url: 'https://mail.contoso-logistics.com/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.contoso-logistics.com%2fowa%2f',
    body: `<!DOCTYPE html><html dir="ltr"><head><meta http-equiv="X-UA-Compatible" content="IE=10"><meta charset="utf-8"><title>Outlook</title><link rel="stylesheet" href="/owa/auth/15.2.1544/themes/resources/logon.css"></head>
<body class="signInBg"><div class="logonDiv"><img src="/owa/auth/15.2.1544/themes/resources/owa_text_blue.png" alt="Outlook">
<form action="/owa/auth.owa" method="POST" name="logonForm" autocomplete="off"><input type="hidden" name="destination" value="https://mail.contoso-logistics.com/owa/"><input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
<div class="signInInputLabel">Domain\\user name:</div><input id="username" name="username" type="text" class="signInInputText"><div class="signInInputLabel">Password:</div><input id="password" name="password" type="password" class="signInInputText">
<div class="signinbutton" role="button" onclick="clkLgn()">sign in</div></form></div><script src="/owa/auth/15.2.1544/scripts/premium/flogon.js"></script></body></html>`,
  },
  {
    id: 'clean-own-cpanel',
    label: 'clean',
    kind: 'own-login',
    url: 'https://webmail.bluepeak-hosting.net/',
    body: `<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>Webmail Login</title><link rel="stylesheet" href="/cPanel_magic_revision_1700000000/unprotected/cpanel/style_v2_optimized.css"></head>
<body class="wm"><div id="login-wrapper"><div class="main-logo" role="img" aria-label="cPanel Webmail"></div><div id="login-sub">
<form id="login_form" action="/login/" method="post" target="_top"><div class="input-req-login"><label for="user">Email Address</label></div><input name="user" id="user" autofocus placeholder="Enter your email address." type="text">
<div class="input-req-login"><label for="pass">Password</label></div><input name="pass" id="pass" placeholder="Enter your email password." type="password"><button name="login" type="submit" id="login_submit">Log in</button></form>
<div class="reset-pw"><a href="/resetpass?start=1">Reset Password</a></div></div></div><div class="copyright">Copyright© 2026 cPanel, L.L.C. Privacy Policy</div></body></html>`,
  },
  {
    id: 'clean-own-gitea',
    label: 'clean',
    kind: 'own-login',
    url: 'https://git.fennwick-robotics.io/user/login?redirect_to=%2f',
    body: `<!DOCTYPE html><html lang="en-US" data-theme="gitea-auto"><head><meta charset="utf-8"><title>Sign In - Fennwick Git</title><link rel="stylesheet" href="/assets/css/index.css?v=1.22.3"></head>
<body><div class="page-content user signin"><div class="ui middle very relaxed page grid"><div class="column"><h4 class="ui top attached header center">Sign In</h4>
<form class="ui form" action="/user/login" method="post"><input type="hidden" name="_csrf" value="a1b2c3d4e5"><div class="required field"><label for="user_name">Username or Email Address</label><input id="user_name" type="text" name="user_name" autocomplete="username" required></div>
<div class="required field"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required></div><div class="inline field"><div class="ui checkbox"><label>Remember This Device</label><input name="remember" type="checkbox"></div></div>
<button class="ui primary button">Sign In</button><a href="/user/forgot_password">Forgot password?</a></form></div></div></div><footer>Powered by Gitea Version: 1.22.3</footer></body></html>`,
  },
  {
    id: 'clean-own-wordpress-admin',
    label: 'clean',
    kind: 'own-login',
    url: 'https://www.hillside-vineyards.com/wp-login.php',
    body: `<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>Log In &lsaquo; Hillside Vineyards &#8212; WordPress</title><link rel="stylesheet" href="https://www.hillside-vineyards.com/wp-admin/load-styles.php?c=0&amp;dir=ltr&amp;load%5Bchunk_0%5D=dashicons,buttons,forms,l10n,login&amp;ver=6.7.1"></head>
<body class="login no-js login-action-login wp-core-ui locale-en-us"><div id="login"><h1><a href="https://wordpress.org/">Powered by WordPress</a></h1>
<form name="loginform" id="loginform" action="https://www.hillside-vineyards.com/wp-login.php" method="post"><p><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login" class="input" size="20" autocapitalize="off" autocomplete="username" required></p>
<div class="user-pass-wrap"><label for="user_pass">Password</label><div class="wp-pwd"><input type="password" name="pwd" id="user_pass" class="input password-input" size="20" autocomplete="current-password" spellcheck="false" required></div></div>
<p class="forgetmenot"><input name="rememberme" type="checkbox" id="rememberme" value="forever"> <label for="rememberme">Remember Me</label></p><p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Log In"><input type="hidden" name="redirect_to" value="https://www.hillside-vineyards.com/wp-admin/"><input type="hidden" name="testcookie" value="1"></p></form>
<p id="nav"><a href="https://www.hillside-vineyards.com/wp-login.php?action=lostpassword">Lost your password?</a></p><p id="backtoblog"><a href="https://www.hillside-vineyards.com/">&larr; Go to Hillside Vineyards</a></p></div>
<script>document.body.className = document.body.className.replace('no-js','js');</script></body></html>`,
  },
  {
    id: 'clean-own-login-mentions-microsoft-sso',
    label: 'clean',
    kind: 'own-login',
    url: 'https://portal.brightlane-insurance.com/signin',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in | Brightlane Agent Portal</title></head>
<body><main style="max-width:420px;margin:60px auto;font-family:Inter,Arial"><img src="/brand/brightlane.svg" alt="Brightlane Insurance"><h1>Agent Portal</h1>
<a class="sso" href="/auth/oidc/azuread/start"><img src="/icons/microsoft.svg" alt="" width="18"> Sign in with Microsoft</a> <a class="sso" href="/auth/oidc/google/start"><img src="/icons/google.svg" alt="" width="18"> Sign in with Google</a>
<hr><form method="post" action="/signin"><label>Email<input name="email" type="email" autocomplete="username"></label><label>Password<input name="password" type="password" autocomplete="current-password"></label><button>Sign in</button></form>
<p>Need access? Contact your Brightlane account manager.</p></main></body></html>`,
  },
  {
    id: 'clean-own-login-mfa-code',
    label: 'clean',
    kind: 'own-login',
    url: 'https://id.tallgrass-payroll.com/mfa/verify',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Two-step verification · Tallgrass Payroll</title></head>
<body><main style="max-width:400px;margin:60px auto;font-family:system-ui"><img src="/assets/tallgrass.svg" alt="Tallgrass Payroll"><h1>Enter your verification code</h1><p>We sent a 6-digit code to the phone number ending in 42.</p>
<form method="post" action="/mfa/verify"><input type="hidden" name="state" value="hKFo2SBzN0p"><input name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}"><label><input type="checkbox" name="remember"> Remember this device for 30 days</label><button>Verify</button></form>
<p><a href="/mfa/resend">Resend code</a> · <a href="/mfa/recovery">Use a recovery code</a></p></main></body></html>`,
  },
  {
    id: 'clean-brand-own-appleid',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://appleid.apple.com/sign-in',
    body: `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>Manage your Apple Account - Apple</title><link rel="stylesheet" href="https://www.apple.com/wss/fonts?families=SF+Pro,v3"><link rel="stylesheet" href="/static/css/app.css"></head>
<body><nav id="globalheader" aria-label="Global"><a href="https://www.apple.com/" aria-label="Apple"></a><a href="https://www.apple.com/store">Store</a><a href="https://www.apple.com/mac/">Mac</a><a href="https://support.apple.com/">Support</a></nav>
<main><h1>Sign in to Apple Account</h1><iframe id="aid-auth-widget-iFrame" name="aid-auth-widget" title="Sign In with Apple Account" src="https://idmsa.apple.com/appleauth/auth/authorize/signin?frame_id=auth-1a2b&amp;language=en_US&amp;iframeId=auth-1a2b&amp;client_id=af1139274f266b22b68c2a3e7ad932cb3c0bbe854e13a79af78dcc73136882c3&amp;response_type=code" width="100%" height="100%" frameborder="0"></iframe>
<p><a href="https://iforgot.apple.com/">Forgot password?</a> <a href="/account">Create your Apple Account</a></p></main>
<footer>Copyright © 2026 Apple Inc. All rights reserved. <a href="https://www.apple.com/legal/privacy/">Privacy Policy</a></footer></body></html>`,
  },
  {
    id: 'clean-brand-own-paypal',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://www.paypal.com/signin?returnUri=%2Fmyaccount%2Fsummary',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Log in to your PayPal account</title><link rel="shortcut icon" href="https://www.paypalobjects.com/en_US/i/icon/pp_favicon_x.ico"><link rel="stylesheet" href="https://www.paypalobjects.com/web/res/2a1/9c7d1f5a6b4e2c8a0b3d/css/contextualLoginElementalUIv4.css"></head>
<body><section id="login" class="login"><div class="corral"><header><p role="img" aria-label="PayPal Logo" class="paypal-logo paypal-logo-long">PayPal</p></header>
<form action="/signin" method="post" class="proceed maskable" name="login" autocomplete="off" novalidate><input type="hidden" id="token" name="_csrf" value="fYqDtP1xJ8m"><div id="splitEmail"><div class="textInput" id="login_emaildiv"><input id="email" name="login_email" type="email" class="hasHelp validateEmpty" required autocomplete="username" placeholder="Email or mobile number" aria-describedby="emailErrorMessage"></div></div>
<div id="splitPassword" class="hide"><input id="password" name="login_password" type="password" class="hasHelp validateEmpty pin-password" required placeholder="Password" autocomplete="current-password"></div>
<button class="button actionContinue scTrack:unifiedlogin-login-click-next" type="submit" id="btnNext" name="btnNext" value="Next">Next</button></form>
<a href="https://www.paypal.com/authflow/password-recovery/" id="forgotEmail">Forgot email?</a><div id="signupContainer"><a href="/welcome/signup/" class="button secondary" id="createAccount">Sign Up</a></div></div></section>
<footer class="footer"><ul><li><a href="/us/smarthelp/contact-us">Contact Us</a></li><li><a href="/us/legalhub/privacy-full">Privacy</a></li><li><a href="/us/legalhub/home">Legal</a></li></ul></footer></body></html>`,
  },
  {
    id: 'clean-brand-own-amazon',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://www.amazon.com/ap/signin?openid.return_to=https%3A%2F%2Fwww.amazon.com%2F&openid.assoc_handle=usflex',
    body: `<!doctype html><html class="a-no-js" data-19ax5a9jf="dingo"><head><meta charset="utf-8"><title dir="ltr">Amazon Sign-In</title><link rel="stylesheet" href="https://m.media-amazon.com/images/I/11EIQ5IGqaL._RC|01ZTHTZObnL.css_.css?AUIClients/AmazonUI"></head>
<body class="ap-locale-en_US a-m-us a-aui_72554-c"><div id="a-page"><div class="a-section a-padding-medium auth-workflow"><div class="a-section a-spacing-none auth-navbar"><a class="a-link-nav-icon" href="/ref=ap_frn_logo"><i class="a-icon a-icon-logo" role="img" aria-label="Amazon"></i></a></div>
<form name="signIn" method="post" novalidate action="https://www.amazon.com/ap/signin" class="auth-validate-form auth-real-time-validation a-spacing-none"><input type="hidden" name="appActionToken" value="pnj2BQZqUOdO6j2F"><input type="hidden" name="workflowState" value="eyJ6aXAiOiJERUYiLCJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiQTI1NktXIn0">
<h1 class="a-spacing-small">Sign in</h1><label for="ap_email" class="a-form-label">Email or mobile phone number</label><input type="email" maxlength="128" id="ap_email" name="email" class="a-input-text a-span12 auth-autofocus auth-required-field">
<span id="continue" class="a-button a-button-span12 a-button-primary"><input id="continue" class="a-button-input" type="submit" aria-labelledby="continue-announce"><span id="continue-announce" class="a-button-text">Continue</span></span></form>
<div id="legalTextRow" class="a-row a-spacing-top-medium a-size-small">By continuing, you agree to Amazon's <a href="/gp/help/customer/display.html?nodeId=508088">Conditions of Use</a> and <a href="/gp/help/customer/display.html?nodeId=468496">Privacy Notice</a>.</div></div></div></body></html>`,
  },
  {
    id: 'clean-brand-own-coinbase',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://login.coinbase.com/signin',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Coinbase - Sign In</title><link rel="icon" href="https://static-assets.coinbase.com/ui-infra/illustration/v1/pictogram/svg/light/coinbaseFavicon.svg"></head>
<body><div id="root"><main><svg aria-label="Coinbase logo" height="32" width="32" viewBox="0 0 48 48"><circle cx="24" cy="24" r="24" fill="#0052FF"/></svg><h1>Sign in to Coinbase</h1>
<form method="post" action="/api/v1/signin/email"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username webauthn" placeholder="Your email address"><button type="submit">Continue</button></form>
<p>Or sign in with <a href="/signin/passkey">Passkey</a> · <a href="/signin/google">Google</a> · <a href="/signin/apple">Apple</a></p><p>Not your device? Use a private window. See our <a href="https://www.coinbase.com/legal/privacy">Privacy Policy</a> for more info.</p></main></div>
<script src="https://static-assets.coinbase.com/login/app.9a1b2c.js" defer></script></body></html>`,
  },
  {
    id: 'clean-brand-own-dropbox',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://www.dropbox.com/login',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Login - Dropbox</title><link rel="shortcut icon" href="https://cfl.dropboxstatic.com/static/metaserver/static/images/favicon.ico"></head>
<body><div id="embedded-app"><header><a href="https://www.dropbox.com/" aria-label="Dropbox"><img src="https://cfl.dropboxstatic.com/static/metaserver/static/images/logo_catalog/dropbox_logo_glyph_m1.svg" alt="Dropbox"></a></header>
<main><h1>Sign in or create an account</h1><a href="/oauth2/google/start">Continue with Google</a> <a href="/oauth2/apple/start">Continue with Apple</a>
<form method="post" action="/ajax_login"><input type="hidden" name="t" value="vbZ8K0ynWLk"><label>Email<input name="login_email" type="email" autocomplete="username"></label><label>Password<input name="login_password" type="password" autocomplete="current-password"></label><button type="submit">Continue</button></form></main></div></body></html>`,
  },
  {
    id: 'clean-brand-own-sparkasse',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://www.sparkasse-koelnbonn.de/de/home/onlinebanking.html',
    body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Online-Banking Login - Sparkasse KölnBonn</title></head>
<body><header><a href="/de/home.html"><img src="/content/dam/myif/sparkasse/logo.svg" alt="Sparkasse KölnBonn"></a></header>
<main><h1>Online-Banking</h1><form method="post" action="/de/home.html?n=true&amp;stref=logon"><label>Anmeldename<input name="DAASwDh" autocomplete="username"></label><label>PIN<input name="aoEw9ADs" type="password" autocomplete="current-password"></label><button>Anmelden</button></form>
<section class="warnung"><h2>Aktuelle Warnung</h2><p>Betrüger versenden derzeit E-Mails zur „S-pushTAN-Aktualisierung“. Die Sparkasse fordert Sie niemals per E-Mail zur Eingabe Ihrer Zugangsdaten auf.</p></section></main></body></html>`,
  },
];
