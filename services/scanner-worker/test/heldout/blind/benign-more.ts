import type { Entry } from '../entry.js';

/** Benign, more: logins and account pages of smaller companies, brand pages on brand hosts in other languages, docs, shops, help. */
export const entries: Entry[] = [
  {
    id: 'clean-own-login-hr-portal',
    label: 'clean',
    kind: 'own-login',
    url: 'https://hr.northwind-traders.com/employee/login',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Northwind Traders Employee Self-Service</title></head>
<body><header><img src="/assets/northwind.png" alt="Northwind Traders"></header><main><h1>Employee Self-Service</h1><p>View payslips, update direct deposit, and request time off.</p>
<a href="/auth/saml/okta" class="btn">Sign in with Northwind SSO</a><details><summary>Contractors without SSO</summary><form method="post" action="/employee/login"><input name="employee_id" placeholder="Employee ID"><input name="password" type="password" placeholder="Password"><button>Sign in</button></form></details></main></body></html>`,
  },
  {
    id: 'clean-own-login-isp-account',
    label: 'clean',
    kind: 'own-login',
    url: 'https://my.fibrelink-broadband.co.uk/login',
    body: `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>My Fibrelink – Log in</title></head>
<body><main><h1>My Fibrelink</h1><p>Manage your broadband, pay bills and check for outages.</p><form method="post" action="/login"><label>Email or account number<input name="login"></label><label>Password<input name="password" type="password"></label><button>Log in</button></form>
<section><h2>Paying your bill</h2><p>You can pay by Direct Debit or card after logging in. We'll never text you a link asking for card details.</p></section></main></body></html>`,
  },
  {
    id: 'clean-own-account-billing-card',
    label: 'clean',
    kind: 'checkout',
    url: 'https://my.fibrelink-broadband.co.uk/billing/payment-method',
    body: `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Update payment method – My Fibrelink</title></head>
<body><nav><a href="/dashboard">Dashboard</a> <a href="/billing">Billing</a> <a href="/logout">Log out</a></nav><main><h1>Update your payment method</h1><p>Account FL-0042211 · Next bill £32.00 on 1 December</p>
<form method="post" action="/billing/payment-method"><input type="hidden" name="_csrf" value="9c1f..."><label>Name on card<input name="cardholder" autocomplete="cc-name"></label><label>Card number<input name="pan" autocomplete="cc-number"></label><label>Expiry<input name="expiry" autocomplete="cc-exp"></label><label>CVC<input name="cvc" autocomplete="cc-csc"></label><button>Save card</button></form></main></body></html>`,
  },
  {
    id: 'clean-brand-own-microsoft-de',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://login.live.com/login.srf?wa=wsignin1.0&rpsnv=13&mkt=de-DE',
    body: `<!DOCTYPE html><html dir="ltr" lang="de"><head><meta charset="utf-8"><title>Bei Ihrem Microsoft-Konto anmelden</title><link rel="stylesheet" href="https://logincdn.msauth.net/16.000/Converged_v22_hxk2kKzXuNHO8YCkfW_sAw2.css"></head>
<body><div class="inner"><img class="logo" src="https://logincdn.msauth.net/16.000/images/microsoft_logo_564db913a7fa0ca42727161c6d031bef.svg" alt="Microsoft"><div role="heading" aria-level="1">Anmelden</div>
<form name="f1" method="post" action="https://login.live.com/ppsecure/post.srf?wa=wsignin1.0"><input type="email" name="loginfmt" id="i0116" placeholder="E-Mail, Telefon oder Skype"><input name="passwd" type="password" id="i0118" placeholder="Kennwort" style="display:none"><input type="hidden" name="PPFT" value="-Dq9s!x"><input type="submit" id="idSIButton9" value="Weiter"></form>
<div>Kein Konto? <a href="https://signup.live.com/">Erstellen Sie jetzt eins!</a></div></div></body></html>`,
  },
  {
    id: 'clean-brand-own-facebook',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://www.facebook.com/login/',
    body: `<!DOCTYPE html><html lang="en" id="facebook"><head><meta charset="utf-8"><title>Log in to Facebook</title><link rel="shortcut icon" href="https://static.xx.fbcdn.net/rsrc.php/yb/r/hLRJ1GG_y0J.ico"></head>
<body class="UIPage_LoggedOut"><div id="globalContainer"><div class="_4-u5"><h2>Log in to Facebook</h2><form id="login_form" action="/login/device-based/regular/login/?login_attempt=1" method="post"><input type="hidden" name="jazoest" value="21000"><input type="hidden" name="lsd" value="AVqM1kfz"><input type="text" class="inputtext" name="email" id="email" placeholder="Email address or phone number" autofocus><input type="password" class="inputtext" name="pass" id="pass" placeholder="Password"><button value="1" class="_42ft" name="login" type="submit">Log in</button></form>
<a href="https://www.facebook.com/recover/initiate/">Forgotten account?</a> · <a href="/r.php">Sign up for Facebook</a></div></div><div id="pageFooter">Meta © 2026</div></body></html>`,
  },
  {
    id: 'clean-brand-own-hmrc',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://www.gov.uk/log-in-register-hmrc-online-services',
    body: `<!DOCTYPE html><html lang="en" class="govuk-template"><head><meta charset="utf-8"><title>Sign in to your HMRC business tax account - GOV.UK</title></head>
<body class="govuk-template__body"><header class="govuk-header"><a href="https://www.gov.uk/" class="govuk-header__link govuk-header__link--homepage">GOV.UK</a></header>
<main class="govuk-main-wrapper" id="main-content"><h1 class="govuk-heading-xl">Sign in to your HMRC business tax account</h1><p>Use your HMRC online services account to manage Self Assessment, PAYE for employers and VAT.</p>
<a href="https://www.access.service.gov.uk/login/signin/creds" role="button" class="govuk-button govuk-button--start">Sign in</a>
<h2 class="govuk-heading-m">Scam emails and texts</h2><p>HMRC will never send notifications of a tax rebate or ask you to disclose personal or payment information by email or text.</p></main></body></html>`,
  },
  {
    id: 'clean-docs-oauth-device-flow',
    label: 'clean',
    kind: 'docs',
    url: 'https://developer.pipedrift-crm.com/docs/oauth/device-code',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>OAuth device code flow | Pipedrift Developers</title></head>
<body><main><h1>Device code flow</h1><p>For CLIs and TVs: your app shows a short code and the user enters it at <code>https://app.pipedrift-crm.com/device</code>.</p>
<pre><code>POST /oauth/device/code
client_id=abc123&amp;scope=deals:read

{"device_code":"GmRhm...","user_code":"WDJB-MJHT","verification_uri":"https://app.pipedrift-crm.com/device","expires_in":900}</code></pre>
<p>Warn your users: Pipedrift will only ever ask them to enter a device code on app.pipedrift-crm.com. Attackers abuse device codes in phishing messages.</p></main></body></html>`,
  },
  {
    id: 'clean-shop-marketplace-listing',
    label: 'clean',
    kind: 'shop',
    url: 'https://www.secondloop-market.com/listing/881204-iphone-14-128gb',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>iPhone 14 128GB Midnight — £389 | SecondLoop</title></head>
<body><main><h1>iPhone 14 128GB Midnight</h1><p class="price">£389</p><p>Seller: jonny_r (4.9★, 212 sales). Battery health 91%. Unlocked.</p><a href="/checkout/881204" class="btn">Buy now</a> <a href="/messages/new?listing=881204">Message seller</a>
<div class="warn"><b>Stay safe:</b> Pay only through SecondLoop checkout. Never pay by bank transfer or move the conversation to WhatsApp.</div></main></body></html>`,
  },
  {
    id: 'clean-help-tech-support-scam-info',
    label: 'clean',
    kind: 'help-article',
    url: 'https://consumer.ftc-example.gov/articles/how-spot-avoid-and-report-tech-support-scams',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>How To Spot, Avoid, and Report Tech Support Scams | Consumer Advice</title></head>
<body><main><h1>How To Spot, Avoid, and Report Tech Support Scams</h1><p>Tech support scammers want you to believe you have a serious problem with your computer, like a virus. A pop-up might say:</p>
<blockquote>** WARNING! Your computer has been infected. Call Microsoft Support at 1-888-XXX-XXXX immediately. Do not restart your computer. **</blockquote>
<p>Legitimate tech companies won't contact you by phone, email or text message to tell you there's a problem with your computer. Security pop-up warnings from real tech companies will never ask you to call a phone number.</p></main></body></html>`,
  },
  {
    id: 'clean-redirect-sso-chain',
    label: 'clean',
    kind: 'redirect-benign',
    url: 'https://app.ledgerly-books.com/dashboard',
    routes: {
      'app.ledgerly-books.com/dashboard': { status: 302, headers: { location: 'https://id.ledgerly-books.com/login?return=%2Fdashboard', 'content-type': 'text/html' }, body: '' },
      'id.ledgerly-books.com/login': { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign in · Ledgerly</title></head><body><main><img src="/logo.svg" alt="Ledgerly"><h1>Sign in to Ledgerly</h1><form method="post" action="/login"><input type="hidden" name="return" value="/dashboard"><label>Email<input name="email" type="email" autocomplete="username"></label><label>Password<input name="password" type="password" autocomplete="current-password"></label><button>Sign in</button></form><a href="/forgot">Forgot password?</a></main></body></html>` },
    },
  },
  {
    id: 'clean-url-shortener-landing',
    label: 'clean',
    kind: 'redirect-benign',
    url: 'https://go.pinecrest-library.org/winter-reading',
    routes: {
      'go.pinecrest-library.org/winter-reading': { status: 301, headers: { location: 'https://www.pinecrest-library.org/programs/winter-reading-challenge', 'content-type': 'text/html' }, body: '' },
      'www.pinecrest-library.org/programs/winter-reading-challenge': { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Winter Reading Challenge | Pinecrest Public Library</title></head><body><main><h1>Winter Reading Challenge</h1><p>Read 10 books between Dec 1 and Feb 28 and win a library tote bag. Sign up at any branch or with your library card below.</p><form method="post" action="/programs/winter-reading-challenge/join"><input name="card" placeholder="Library card number"><input name="pin" type="password" placeholder="PIN"><button>Join</button></form></main></body></html>` },
    },
  },];
