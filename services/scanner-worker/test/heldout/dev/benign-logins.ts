import type { Entry } from '../entry.js';

/** Benign: companies' logins on their own domains, and brands' own login pages on the brands' own hostnames. */
export const entries: Entry[] = [
  {
    id: 'clean-local-bank-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://online.first-valley-credit-union.org/login',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Online Banking Login | First Valley Credit Union</title></head>
<body><header><a href="https://www.first-valley-credit-union.org/"><img src="/img/fvcu-logo.svg" alt="First Valley Credit Union"></a></header>
<main><h1>Online Banking</h1><form method="post" action="/login/authenticate"><label>Username<input name="username" autocomplete="username"></label><label>Password<input name="password" type="password" autocomplete="current-password"></label><button>Log In</button></form>
<p><a href="/enroll">Enroll in Online Banking</a> | <a href="/forgot">Forgot username or password?</a></p>
<aside><h2>Security reminder</h2><p>First Valley will never ask for your password, PIN or one-time code by phone, text or email.</p></aside></main>
<footer>Federally insured by NCUA. Equal Housing Opportunity. Routing number 321076470.</footer></body></html>`,
  },
  {
    id: 'clean-webmail-own-roundcube',
    label: 'clean',
    kind: 'own-login',
    url: 'https://webmail.hartmann-steuerberatung.de/?_task=login',
    body: `<!DOCTYPE html><html lang="de"><head><meta charset="UTF-8"><title>Hartmann Steuerberatung Webmail :: Willkommen</title><link rel="stylesheet" href="skins/elastic/styles/styles.min.css?s=1700000000"></head>
<body class="task-login action-none"><div id="layout"><div id="layout-content" class="selected no-navbar" role="main"><img src="skins/elastic/images/logo.svg" id="logo" alt="Logo">
<form id="login-form" name="login-form" method="post" class="propform" action="./?_task=login"><input type="hidden" name="_token" value="3PZs0HnIs9bsW0c1cO2mT4a1"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_">
<table><tbody><tr><td class="title"><label for="rcmloginuser">Benutzername</label></td><td class="input"><input name="_user" id="rcmloginuser" required size="40" autocapitalize="off" autocomplete="off" type="text"></td></tr>
<tr><td class="title"><label for="rcmloginpwd">Passwort</label></td><td class="input"><input name="_pass" id="rcmloginpwd" required size="40" autocomplete="off" type="password"></td></tr></tbody></table>
<p class="formbuttons"><button type="submit" id="rcmloginsubmit" class="button mainaction submit">Anmelden</button></p></form></div>
<div id="login-footer" role="contentinfo">Roundcube Webmail</div></div><script src="program/js/app.min.js?s=1700000000"></script></body></html>`,
  },
  {
    id: 'clean-brand-own-microsoftonline',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&response_type=code',
    body: `<!DOCTYPE html><html dir="ltr" class="" lang="en"><head><title>Sign in to your account</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="robots" content="none"><meta name="PageID" content="ConvergedSignIn">
<link rel="shortcut icon" href="https://aadcdn.msftauth.net/shared/1.0/content/images/favicon_a_eupayfgghqiai7k9sol6lg2.ico"><link rel="stylesheet" href="https://aadcdn.msftauth.net/ests/2.1/content/cdnbundles/converged.v2.login.min_5z0l1nbe8m9r1r8r4pt7wq2.css"></head>
<body class="cb"><div id="lightbox"><img class="logo" role="img" pngsrc="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ed9c9eb0dce17d752bedea6b5acda6d9.png" svgsrc="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" alt="Microsoft">
<div role="heading" aria-level="1" class="title">Sign in</div><form name="f1" id="i0281" novalidate="novalidate" spellcheck="false" method="post" autocomplete="off" action="https://login.microsoftonline.com/common/login">
<input type="email" name="loginfmt" id="i0116" maxlength="113" class="form-control ltr_override" aria-required="true" placeholder="Email, phone, or Skype"><input name="passwd" type="password" id="i0118" autocomplete="off" class="form-control" placeholder="Password" style="display:none">
<input type="hidden" name="PPFT" value="DRgwaX8rNn0RMKxYqZ4d"><input type="submit" id="idSIButton9" class="win-button button_primary" value="Next"></form>
<div><a id="cantAccessAccount" href="https://passwordreset.microsoftonline.com/">Can't access your account?</a></div></div>
<script src="https://aadcdn.msftauth.net/ests/2.1/content/cdnbundles/ux.converged.login.strings-en.min_ksh8cc3pgbmjtiuaqrxtkg2.js"></script></body></html>`,
  },
  {
    id: 'clean-brand-own-google-accounts',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://accounts.google.com/v3/signin/identifier?continue=https%3A%2F%2Fmail.google.com%2Fmail%2F&service=mail&flowName=GlifWebSignIn',
    body: `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>Gmail</title><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="//ssl.gstatic.com/accounts/ui/favicon.ico">
<style nonce="q1w2e3">body{font-family:"Google Sans",Roboto}</style></head>
<body><div class="S7xv8 LZgQXe"><div class="TcuCfd"><div class="Wf6lSd"><svg viewBox="0 0 48 48" height="24" width="24" aria-hidden="true"><path fill="#4285F4" d="M45 24c0-1.5-.1-3-.4-4.4H24v8.4h11.8c-.5 2.7-2 5-4.3 6.6v5.5h7C42.6 36.3 45 30.6 45 24z"/></svg></div>
<h1 class="ahT6S"><span>Sign in</span></h1><div class="Y4dIwd"><span>to continue to Gmail</span></div>
<form method="post" action="https://accounts.google.com/v3/signin/_/AccountsSignInUi/data/batchexecute" novalidate><input type="email" class="whsOnd zHQkBf" jsname="YPqjbf" autocomplete="username" spellcheck="false" aria-label="Email or phone" name="identifier" id="identifierId">
<div class="Dnp0Ge"><button type="button" jsname="Cuz2Ue">Forgot email?</button></div><div class="dMNVAe">Not your computer? Use Guest mode to sign in privately. <a href="https://support.google.com/chrome/answer/6130773?hl=en">Learn more about using Guest mode</a></div>
<button type="submit" class="VfPpkd-LgbsSe">Next</button></form></div></div>
<script nonce="q1w2e3">window.WIZ_global_data={"Qzxixc":"S-1234","qwAQke":"AccountsSignInUi"};</script></body></html>`,
  },
  {
    id: 'clean-brand-own-netflix',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://www.netflix.com/login',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Netflix</title><link rel="shortcut icon" href="https://assets.nflxext.com/us/ffe/siteui/common/icons/nficon2016.ico"></head>
<body><div class="login-wrapper"><div class="nfHeader"><a href="/" class="svg-nfLogo"><svg viewBox="0 0 111 30" aria-label="Netflix" role="img"><path fill="#e50914" d="M105 0h6l-8 15 8 15h-6l-5-9-5 9h-6l8-15-8-15h6l5 9z"/></svg></a></div>
<div class="login-body"><h1>Sign In</h1><form method="post" class="login-form" action=""><input type="hidden" name="flow" value="websiteSignUp"><input type="hidden" name="authURL" value="1732531200000.abcDEF">
<input type="text" data-uia="login-field" name="userLoginId" id="id_userLoginId" autocomplete="email" placeholder="Email or mobile number"><input type="password" data-uia="password-field" name="password" id="id_password" autocomplete="password" placeholder="Password">
<button class="btn login-button btn-submit" type="submit">Sign In</button><a href="/LoginHelp">Forgot password?</a></form>
<p>New to Netflix? <a href="/">Sign up now.</a></p><p class="recaptcha-terms-of-use">This page is protected by Google reCAPTCHA to ensure you're not a bot.</p></div></div>
<script src="https://assets.nflxext.com/web/ffe/wp/login/login.js"></script></body></html>`,
  },
  {
    id: 'clean-brand-own-linkedin',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://www.linkedin.com/login',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>LinkedIn Login, Sign in | LinkedIn</title><link rel="icon" href="https://static.licdn.com/aero-v1/sc/h/al2o9zrvru7aqj8e1x2rzsrca"></head>
<body class="system-fonts"><div class="header__content"><a href="/" class="header__content__logo" aria-label="LinkedIn"><li-icon type="linkedin-logo" size="28dp" color="brand"></li-icon></a></div>
<main class="app__content" role="main"><div class="card-layout"><div id="organic-div"><div class="header__content"><h1 class="header__content__heading">Sign in</h1><p class="header__content__subheading">Stay updated on your professional world.</p></div>
<form method="post" class="login__form" action="/checkpoint/lg/login-submit" novalidate><input name="csrfToken" value="ajax:4478201992" type="hidden"><div class="form__input--floating"><input id="username" name="session_key" type="email" aria-describedby="error-for-username" required autofocus autocomplete="username"><label for="username" class="form__label--floating">Email or phone</label></div>
<div class="form__input--floating"><input id="password" type="password" aria-describedby="error-for-password" name="session_password" required autocomplete="current-password"><label for="password" class="form__label--floating">Password</label></div>
<a href="/checkpoint/rp/request-password-reset" class="btn__tertiary--medium">Forgot password?</a><div class="login__form_action_container"><button class="btn__primary--large from__button--floating" type="submit" aria-label="Sign in">Sign in</button></div></form></div></div></main></body></html>`,
  },
  {
    id: 'clean-brand-own-dhl-tracking',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
    body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>DHL Sendungsverfolgung | DHL</title></head>
<body><header><a href="https://www.dhl.de/de/privatkunden.html"><img src="/content/dam/images/logos/dhl_logo.svg" alt="DHL"></a><a href="https://www.dhl.de/de/privatkunden/kundenkonto/login.html">Login</a></header>
<main><h1>Sendungsverfolgung</h1><form action="/int-verfolgen/search" method="get"><label>Sendungsnummer<input name="piececode" value="00340434161094042557"></label><button>Suchen</button></form>
<section><h2>Die Sendung wurde erfolgreich zugestellt.</h2><p>Zugestellt am 24.11.2026, 11:42 Uhr an: Nachbar</p></section>
<aside><h3>Vorsicht vor Betrug</h3><p>DHL fordert Sie niemals per SMS auf, Zollgebühren über einen Link zu bezahlen oder Kartendaten einzugeben.</p></aside></main></body></html>`,
  },
  {
    id: 'clean-brand-own-docusign',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://account.docusign.com/?response_type=code&client_id=2CC56DC9-4BCD-4B55-8AB0-8BA60BAE1065',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>DocuSign</title><link rel="icon" href="https://docucdn-a.akamaihd.net/olive/images/2.62.0/favicons/favicon.ico"></head>
<body><div class="site-content"><header><img src="https://docucdn-a.akamaihd.net/olive/images/2.62.0/global-assets/ds-logo-default.svg" alt="DocuSign"></header>
<main><h1>Please log in to your account</h1><form method="post" action="/username"><label for="username">Email</label><input id="username" name="email" type="email" autocomplete="username"><button type="submit" data-qa="submit-username">Next</button></form>
<p>Don't have an account? <a href="https://go.docusign.com/o/trial/">Sign up for free</a></p></main><footer><a href="https://www.docusign.com/company/terms-and-conditions/web">Terms</a> · <a href="https://www.docusign.com/privacy">Privacy</a> · © 2026 Docusign Inc.</footer></div></body></html>`,
  },
  {
    id: 'clean-brand-own-irs',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://www.irs.gov/payments/your-online-account',
    body: `<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>Your Online Account | Internal Revenue Service</title></head>
<body><header><a href="/" title="Home"><img src="/themes/custom/pup_irs/images/logo-white.svg" alt="IRS"></a></header>
<main><h1>Your Online Account</h1><p>Securely access your individual IRS account online to view the amount you owe, pay, view payment history and more.</p>
<p><a class="btn" href="https://sa.www4.irs.gov/ola/">Sign in to your Online Account</a></p><h2>Identity verification</h2><p>You'll need to sign in with ID.me. The IRS doesn't initiate contact with taxpayers by email, text messages or social media channels to request personal or financial information.</p></main></body></html>`,
  },
  {
    id: 'clean-brand-own-instagram',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://www.instagram.com/accounts/login/',
    body: `<!DOCTYPE html><html lang="en" class="js not-logged-in"><head><meta charset="utf-8"><title>Login • Instagram</title><link rel="icon" href="https://static.cdninstagram.com/rsrc.php/v3/yI/r/VsNE-OHk_8a.png"></head>
<body><div id="react-root"><main><div><h1 aria-label="Instagram">Instagram</h1><form id="loginForm" method="post"><input aria-label="Phone number, username, or email" name="username" type="text" maxlength="75" autocapitalize="off" autocorrect="off"><input aria-label="Password" name="password" type="password" autocomplete="current-password">
<button type="submit" disabled>Log in</button></form><a href="/accounts/password/reset/">Forgot password?</a></div><p>Don't have an account? <a href="/accounts/emailsignup/">Sign up</a></p></main></div>
<footer>Meta · About · Blog · Jobs · Help · API · Privacy · Terms · © 2026 Instagram from Meta</footer></body></html>`,
  },];
