import { type Entry } from '../entry.js';
import { baseCss, cookieBanner, doc, fontsHead, jsonLdOrg, matomo, siteFooter, siteNav, svgLogo } from '../parts/d-parts.js';
import { loginCard } from '../parts/d-benign-logins.js';

export const entries: Entry[] = [

{
  id: 'd-ok-login-regional-bank-de',
  label: 'clean',
  kind: 'own-login-bank',
  url: 'https://banking.volksbank-hegau-linzgau.de/services_cloud/portal/login',
  body: doc({
    title: 'Online-Banking – Volksbank Hegau-Linzgau eG',
    lang: 'de',
    head: fontsHead + jsonLdOrg('Volksbank Hegau-Linzgau eG', 'https://www.volksbank-hegau-linzgau.de'),
    css: baseCss('#0066b3'),
    body: `${siteNav({ brand: 'Volksbank Hegau-Linzgau', logo: svgLogo('Volksbank', '#0066b3', 'square'), links: ['Privatkunden', 'Firmenkunden', 'Banking & Service', 'Meine Bank'], cta: 'Kontakt' })}
<main id="main" class="container">${loginCard({ title: 'Anmelden im Online-Banking', sub: 'Bitte geben Sie Ihren VR-NetKey oder Alias und Ihre PIN ein.', action: '/services_cloud/portal/login/submit', user: 'VR-NetKey oder Alias', pass: 'PIN', btn: 'Anmelden', links: '<p class="muted">Sicherheitshinweis: Wir fragen Sie niemals per E-Mail, SMS oder Telefon nach Ihrer PIN oder TAN. <a href="/sicherheit">Mehr zur Sicherheit</a></p>' })}</main>
${siteFooter({ company: 'Volksbank Hegau-Linzgau eG', cols: { Service: ['Filialen und Geldautomaten', 'Karte sperren', 'Kontakt'], Rechtliches: ['Impressum', 'Datenschutz', 'Barrierefreiheit'] } })}
${cookieBanner('de')}${matomo('stats.volksbank-hegau-linzgau.de', 3)}`,
  }),
},

{
  id: 'd-ok-login-university-shibboleth',
  label: 'clean',
  kind: 'own-login-sso',
  url: 'https://idp.uni-kastelberg.de/idp/profile/SAML2/Redirect/SSO?execution=e1s1',
  body: doc({
    title: 'Universität Kastelberg – Web Login Service',
    lang: 'de',
    css: baseCss('#8b0e2a') + `.idp{max-width:760px;margin:40px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px}`,
    body: `<header class="site-header"><div class="container"><span class="brand">${svgLogo('Uni Kastelberg', '#8b0e2a', 'square')}</span></div></header>
<div class="idp"><div>${loginCard({ title: 'Anmeldung', sub: 'Anmelden bei: Moodle Lernplattform (moodle.uni-kastelberg.de)', action: '/idp/profile/SAML2/Redirect/SSO?execution=e1s1', user: 'Benutzerkennung (z. B. ab12cde)', pass: 'Passwort', extra: '<label style="font-weight:400"><input type="checkbox" name="donotcache" value="1"> Anmeldung nicht speichern</label><label style="font-weight:400"><input type="checkbox" name="_shib_idp_revokeConsent" value="true"> Die Freigabe Ihrer Informationen an diesen Dienst widerrufen</label><br>', btn: 'Login' })}</div>
<div class="muted"><h3>Hinweise</h3><p>Das Rechenzentrum wird Sie niemals per E-Mail nach Ihrem Passwort fragen. Prüfen Sie vor der Eingabe Ihrer Zugangsdaten, ob die Adresse mit <b>https://idp.uni-kastelberg.de/</b> beginnt.</p><p><a href="https://www.rz.uni-kastelberg.de/passwort">Passwort vergessen?</a> · <a href="https://www.rz.uni-kastelberg.de/hilfe">Hilfe</a></p><p>Shibboleth Identity Provider 5.1</p></div></div>`,
  }),
},

{
  id: 'd-ok-login-steamcommunity',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://steamcommunity.com/login/home/?goto=tradeoffers',
  body: doc({
    title: 'Steam Community :: Sign In',
    css: `body{background:#1b2838;color:#c6d4df;font-family:"Motiva Sans",Arial,sans-serif;margin:0}.gh{background:#171a21;height:104px;display:flex;align-items:center;padding:0 10%}.gh nav a{color:#dcdedf;margin-right:24px;text-transform:uppercase;font-size:14px}.box{max-width:740px;margin:40px auto;background:#181a21;border-radius:4px;padding:40px;display:flex;gap:40px}.box input{width:100%;background:#32353c;border:0;color:#fff;padding:10px;margin:4px 0 14px}.go{background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;color:#fff;padding:12px;width:100%;font-size:16px}`,
    body: `<div class="gh"><img src="https://community.cloudflare.steamstatic.com/public/shared/images/header/logo_steam.svg" alt="STEAM" width="176"><nav style="margin-left:40px"><a href="https://store.steampowered.com/">Store</a><a href="/">Community</a><a href="https://help.steampowered.com/">Support</a></nav></div>
<div class="box"><div style="flex:1"><h2 style="color:#fff">Sign in</h2><form id="lf" method="post" action="/login/dologin/"><label style="color:#1999ff;font-size:12px">SIGN IN WITH ACCOUNT NAME</label><input name="username"><label style="font-size:12px">PASSWORD</label><input type="password" name="password"><label style="font-size:12px"><input type="checkbox" checked> Remember me</label><button class="go">Sign in</button></form><p style="font-size:12px"><a href="https://help.steampowered.com/wizard/HelpWithLogin">Help, I can't sign in</a></p></div>
<div style="width:200px;text-align:center"><p style="color:#1999ff;font-size:12px">OR SIGN IN WITH QR</p><div style="width:200px;height:200px;background:#fff"></div><p style="font-size:12px">Use the Steam Mobile App to sign in via QR code</p></div></div>
<p style="text-align:center;font-size:12px">© Valve Corporation. All rights reserved. All trademarks are property of their respective owners in the US and other countries. · Privacy Policy · Legal · Steam Subscriber Agreement</p>`,
  }),
},

{
  id: 'd-ok-login-netflix-de',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.netflix.com/de/login',
  body: doc({
    title: 'Netflix',
    lang: 'de',
    css: `body{background:#000;color:#fff;font-family:"Netflix Sans",Helvetica,Arial,sans-serif;margin:0}.hd{padding:24px 48px;color:#e50914;font-size:34px;font-weight:900}.p{background:rgba(0,0,0,.75);max-width:450px;margin:0 auto 90px;padding:48px 68px;border-radius:4px}input{width:100%;background:rgba(22,22,22,.7);border:1px solid #808080;border-radius:4px;color:#fff;padding:16px;margin:8px 0;font-size:16px}button{width:100%;background:#e50914;border:0;color:#fff;padding:12px;border-radius:4px;font-weight:700;font-size:16px;margin-top:12px}.s{color:#b3b3b3;font-size:13px}`,
    body: `<div class="hd">NETFLIX</div><div class="p"><h1>Anmelden</h1><form method="post" action="/de/login" data-uia="login-page-container"><input name="userLoginId" placeholder="E-Mail-Adresse oder Handynummer" autocomplete="email"><input name="password" type="password" placeholder="Passwort"><input type="hidden" name="flow" value="websiteSignUp"><input type="hidden" name="authURL" value="1732848123456.kD9sPq2zX1vT7mN4wL0yR8uJ6hF3gB5="><button>Anmelden</button></form><p style="text-align:center">ODER</p><button style="background:rgba(128,128,128,.4)">Anmeldecode verwenden</button><p class="s"><a href="/de/loginhelp" style="color:#fff">Passwort vergessen?</a></p><p class="s">Neu bei Netflix? <a href="/de/" style="color:#fff">Jetzt registrieren</a>.</p><p class="s">Diese Seite ist mit Google reCAPTCHA geschützt, um sicherzustellen, dass du kein Bot bist.</p></div>
<p class="s" style="text-align:center">Fragen? Rufe 0800 724 9451 an · FAQ · Hilfe-Center · Nutzungsbedingungen · Datenschutz · Cookie-Einstellungen · Impressum</p>`,
  }),
},

{
  id: 'd-ok-login-kraken-own',
  label: 'clean',
  kind: 'exchange-login-own',
  url: 'https://www.kraken.com/en-gb/sign-in',
  body: doc({
    title: 'Sign in | Kraken',
    css: baseCss('#7132f5') + `body{background:#faf9ff}`,
    body: `<header class="site-header"><div class="container"><span class="brand">${svgLogo('kraken', '#7132f5')}</span><nav><ul><li><a href="/prices">Prices</a></li><li><a href="/learn">Learn</a></li><li><a href="/institutions">Institutions</a></li></ul></nav></div></header>
<main class="container">${loginCard({ title: 'Sign in to Kraken', action: '/api/internal/auth/sign-in', user: 'Username', extra: '<p class="muted">🔒 Check you are on <b>www.kraken.com</b>. Kraken support will never ask for your password, 2FA codes or to move funds to a "safe" wallet.</p>', links: '<p class="muted"><a href="/sign-in/forgot-username">Forgot username?</a> · <a href="/sign-in/forgot-password">Forgot password?</a> · New to Kraken? <a href="/sign-up">Create account</a></p>' })}</main>
${siteFooter({ company: 'Payward, Inc.' })}${cookieBanner('en')}`,
  }),
},

{
  id: 'd-ok-webmail-hoster-roundcube',
  label: 'clean',
  kind: 'webmail-own',
  url: 'https://webmail.brightnode-hosting.net/?_task=login',
  body: doc({
    title: 'BrightNode Webmail :: Welcome to BrightNode Webmail',
    css: `body{background:#2f3a45;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;margin:0}#layout{display:flex;align-items:center;justify-content:center;min-height:100vh}#login-form{width:380px;background:#fff;border-radius:6px;padding:30px}#logo{display:block;margin:0 auto 20px;height:44px}input{width:100%;padding:9px;border:1px solid #d4dbde;border-radius:4px;margin:4px 0 12px;box-sizing:border-box}.mainaction{width:100%;background:#00a2e8;color:#fff;border:0;border-radius:4px;padding:10px}#bottomline{font-size:12px;color:#999;text-align:center;margin-top:16px}`,
    body: `<div id="layout"><div id="login-form"><img id="logo" src="skins/elastic/images/brightnode-logo.svg" alt="BrightNode Hosting">
<form name="login-form" method="post" action="./?_task=login"><input type="hidden" name="_token" value="9vXq2LmPa0"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_">
<label for="rcmloginuser">Email address</label><input name="_user" id="rcmloginuser" required autocomplete="username"><label for="rcmloginpwd">Password</label><input name="_pass" id="rcmloginpwd" required type="password" autocomplete="current-password"><button type="submit" class="mainaction">Login</button></form>
<div id="bottomline">BrightNode Webmail · <a href="https://www.brightnode-hosting.net/help/email">Help</a> · <a href="https://status.brightnode-hosting.net">Service status</a><br>Customer panel: <a href="https://my.brightnode-hosting.net">my.brightnode-hosting.net</a></div></div></div>
<script>try{document.getElementById('rcmlogintz').value=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}</script>`,
  }),
},

{
  id: 'd-ok-webmail-owa-council',
  label: 'clean',
  kind: 'webmail-own',
  url: 'https://mail.ashworth-council.gov.uk/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.ashworth-council.gov.uk%2fowa%2f',
  body: doc({
    title: 'Outlook',
    css: `body{margin:0;font-family:"Segoe UI",sans-serif}.sidebar{position:fixed;left:0;top:0;bottom:0;width:280px;background:#0072c6}.main{margin-left:340px;padding-top:120px;max-width:360px}.l{font-size:14px;margin:14px 0 4px}.t{width:100%;height:30px;border:1px solid #ccc;padding:0 8px}.b{margin-top:20px;background:#0072c6;color:#fff;border:0;height:34px;width:120px}`,
    body: `<div class="sidebar"></div><div class="main"><div style="font-size:42px;color:#0072c6;font-weight:300">Outlook</div>
<form action="/owa/auth.owa" method="POST" name="logonForm"><input type="hidden" name="destination" value="https://mail.ashworth-council.gov.uk/owa/"><input type="hidden" name="flags" value="4">
<div class="l">Domain\\user name:</div><input class="t" name="username" id="username"><div class="l">Password:</div><input class="t" type="password" name="password" id="password"><input type="submit" class="b" value="sign in"></form>
<p style="font-size:12px;margin-top:50px">Ashworth Borough Council staff mail. Unauthorised access is prohibited. IT Service Desk: 01632 960 400</p></div>`,
  }),
},

{
  id: 'd-ok-oauth-consent-trellis',
  label: 'clean',
  kind: 'oauth-consent',
  url: 'https://auth.trellisboard.io/oauth/authorize?client_id=gh-sync-8812&scope=boards:read%20cards:write&redirect_uri=https%3A%2F%2Fsync.gitpulse.dev%2Fcallback&state=4f2a',
  body: doc({
    title: 'Authorize GitPulse Sync – Trellisboard',
    css: baseCss('#5e4bdb') + `.scopes li{margin:8px 0}`,
    body: `<div class="card" style="max-width:480px;margin:60px auto"><div style="display:flex;gap:14px;align-items:center">${svgLogo('Trellisboard', '#5e4bdb', 'square')}<span>⇄</span><img src="https://sync.gitpulse.dev/icon.png" alt="GitPulse" width="40"></div>
<h1 style="font-size:22px">GitPulse Sync wants to access your Trellisboard account</h1><p class="muted">Signed in as <b>maria.kent@arcadia-labs.io</b> · <a href="/logout">Not you?</a></p>
<ul class="scopes"><li>✔ Read your boards and lists</li><li>✔ Create and update cards</li><li>✖ It will <b>not</b> be able to read your password or billing information</li></ul>
<p class="muted">You'll be redirected to <b>https://sync.gitpulse.dev/callback</b>. GitPulse Sync's <a href="https://gitpulse.dev/privacy">privacy policy</a> and <a href="https://gitpulse.dev/terms">terms</a>. You can revoke access at any time in Settings → Connected apps.</p>
<form method="post" action="/oauth/authorize/decision"><input type="hidden" name="transaction_id" value="tx_81d2c3"><button class="btn" name="allow" value="1">Allow</button> <button class="btn btn-ghost" name="deny" value="1">Cancel</button></form></div>`,
  }),
},

{
  id: 'd-ok-password-manager-vault',
  label: 'clean',
  kind: 'password-manager',
  url: 'https://vault.keyharbor.com/#/login',
  body: doc({
    title: 'KeyHarbor Web Vault',
    css: baseCss('#175ddc') + `body{background:#f0f2f5}`,
    body: `<div id="app"><div class="card" style="max-width:420px;margin:70px auto;text-align:center">${svgLogo('KeyHarbor', '#175ddc')}<h1 style="font-size:22px">Log in to your vault</h1>
<form method="post" action="/identity/connect/token" style="text-align:left"><div class="form-group"><label>Email address</label><input name="email" type="email"></div><div class="form-group"><label>Master password</label><input name="masterPassword" type="password"></div><p class="muted">Your master password is never sent to KeyHarbor. It is used locally to derive your encryption key (Argon2id, 64 MiB, 3 iterations).</p><button class="btn btn-block">Log in with master password</button></form>
<p class="muted">or <a href="/#/sso">Enterprise single sign-on</a> · <a href="/#/login-with-device">Log in with device</a></p><p class="muted">Server: keyharbor.com · Version 2026.11.0</p></div></div>
<script src="/app/main.5c1e09f3a2b7d4e8.js" defer></script>`,
  }),
},

{
  id: 'd-ok-gov-mygov-au',
  label: 'clean',
  kind: 'gov-login-own',
  url: 'https://my.gov.au/en/sign-in',
  body: doc({
    title: 'Sign in | myGov',
    css: baseCss('#1c3c70') + `body{background:#f4f5f7}`,
    body: `<header style="background:#1c3c70;height:80px;display:flex;align-items:center;padding:0 32px"><img src="/etc.clientlibs/mygov/clientlibs/images/mygov-logo-white.svg" alt="myGov - Australian Government" height="44"></header>
<main class="container">${loginCard({ title: 'Sign in with myGov', action: '/mygov/login', user: 'Username or email', btn: 'Next', links: '<p class="muted"><a href="/en/help/forgot-username">Forgot username</a> · <a href="/en/help/forgot-password">Forgot password</a></p><div class="alert alert-warn">Scam alert: myGov will never send you an SMS or email with a link to sign in. Always type my.gov.au into your browser. <a href="/en/about/help/scams">Protect yourself from scams</a></div>' })}</main>
<footer class="muted" style="text-align:center;padding:30px">Help · Terms of use · Privacy · Accessibility · Copyright</footer>`,
  }),
},

{
  id: 'd-ok-gov-hmrc-gateway',
  label: 'clean',
  kind: 'gov-login-own',
  url: 'https://www.tax.service.gov.uk/bas-gateway/sign-in?continue_url=%2Fpersonal-account',
  body: doc({
    title: 'Sign in using Government Gateway - GOV.UK',
    css: `body{font-family:"GDS Transport",arial,sans-serif;margin:0;color:#0b0c0c}.govuk-header{background:#0b0c0c;color:#fff;padding:10px 15px;border-bottom:10px solid #1d70b8}.w{max-width:960px;margin:0 auto;padding:0 15px}.govuk-label{font-weight:700;display:block;margin:20px 0 5px}.govuk-input{border:2px solid #0b0c0c;padding:5px;font-size:19px;width:100%;max-width:400px}.govuk-button{background:#00703c;color:#fff;border:0;padding:10px 15px;font-size:19px;margin-top:25px}`,
    body: `<header class="govuk-header"><b style="font-size:30px">GOV.UK</b> <span>Sign in to your HMRC business tax account</span></header>
<div class="w"><h1 style="font-size:48px">Sign in using Government Gateway</h1>
<form method="post" action="/bas-gateway/sign-in?continue_url=%2Fpersonal-account" novalidate><input type="hidden" name="csrfToken" value="a8b7c6d5e4f3-1732848000000-0f1e2d3c"><label class="govuk-label" for="user_id">Government Gateway user ID</label><div style="color:#505a5f">This could be up to 12 characters.</div><input class="govuk-input" id="user_id" name="user_id"><label class="govuk-label" for="password">Password</label><input class="govuk-input" id="password" name="password" type="password"><br><button class="govuk-button">Sign in</button></form>
<p><a href="/bas-gateway/forgot">Problems signing in</a></p><h2>Phishing and scams</h2><p>HMRC will never text you about a tax rebate or penalty, or ask for personal or payment information. Report suspicious messages to <b>phishing@hmrc.gov.uk</b>.</p></div>`,
  }),
},

];
