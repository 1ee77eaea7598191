import { type Entry, redirectRoute } from '../entry.js';
import { doc, gtag, gtagRoute, js, json, html } from '../parts/zo-kit.js';
import { pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zo-clean-microsoftonline-tenant-signin',
    label: 'clean',
    kind: 'own-sso',
    url: 'https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/oauth2/v2.0/authorize?client_id=00000003-0000-0ff1-ce00-000000000000&response_type=code%20id_token&scope=openid%20profile&response_mode=form_post&nonce=638684&state=OpenIdConnect.AuthenticationProperties',
    body: `<!DOCTYPE html><html dir="ltr" class="" lang="en"><head><title>Sign in to your account</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=2.0, user-scalable=yes"><meta name="robots" content="none"><meta name="PageID" content="ConvergedSignIn"><meta name="SiteID" content=""><meta name="ReqLgn" content="">
<link rel="stylesheet" href="https://aadcdn.msftauth.net/shared/1.0/content/css/converged.v2.login.min_ivbqv6nqz7bsm3qlfsnqbw2.css">
<script>//<![CDATA[
$Config={"fShowPersistentCookiesWarning":false,"urlMsaSignUp":"https://login.live.com/oauth20_authorize.srf","sTenantId":"72f988bf-86f1-41af-91ab-2d7cd011db47","urlGetCredentialType":"https://login.microsoftonline.com/common/GetCredentialType?mkt=en-US","urlPost":"/72f988bf-86f1-41af-91ab-2d7cd011db47/login","sCanaryTokenName":"canary","iLoginMode":1,"sFTName":"flowToken","sCtx":"rQQIARAA","country":"US","urlResetPassword":"https://passwordreset.microsoftonline.com/?ru=https%3a%2f%2flogin.microsoftonline.com","correlationId":"a6c0e8f1-2b4d-4c8e-9f1a-3d5b7c9e1f20","sessionId":"d1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6"};
//]]></script>
<style>body{font-family:"Segoe UI",sans-serif;background:#f2f2f2;margin:0}.inner{width:440px;margin:100px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px}</style>
</head><body><form name="f1" id="i0281" novalidate="novalidate" spellcheck="false" method="post" target="_top" autocomplete="off" action="/72f988bf-86f1-41af-91ab-2d7cd011db47/login">
<div class="inner"><img src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" alt="Microsoft" width="108" height="24">
<div role="heading" aria-level="1" style="font-size:24px;font-weight:600;margin:16px 0">Sign in</div>
<input type="email" name="loginfmt" id="i0116" maxlength="113" aria-required="true" placeholder="Email, phone, or Skype">
<p style="font-size:13px"><a href="#">Can't access your account?</a></p>
<input type="hidden" name="flowToken" value="AQABIQEAAADW6jl31mB3T7ugrWTT8pFeKvHCdSfiuQa"><input type="hidden" name="ctx" value="rQQIARAA">
<div style="text-align:right"><input type="submit" value="Next" style="width:auto;background:#0067b8;color:#fff;padding:6px 28px;border:0"></div></div>
<div style="text-align:center;font-size:12px"><a href="https://www.microsoft.com/en-US/servicesagreement/">Terms of use</a> <a href="https://privacy.microsoft.com/en-US/privacystatement">Privacy &amp; cookies</a></div></form></body></html>`,
    routes: {
      'aadcdn.msftauth.net/shared/1.0/content/css/converged.v2.login.min_ivbqv6nqz7bsm3qlfsnqbw2.css': { status: 200, headers: { 'content-type': 'text/css' }, body: '.inner{border-radius:0}' },
      'aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg': { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="26" y="17" font-family="Segoe UI" font-size="15" fill="#737373">Microsoft</text></svg>' },
    },
  },
  {
    id: 'zo-clean-atlassian-password-reset',
    label: 'clean',
    kind: 'password-reset',
    url: 'https://id.atlassian.com/login/resetpassword?token=eyJraWQiOiJyZXNldC0xIiwiYWxnIjoiUlMyNTYifQ.eyJzdWIiOiI1NTcwNTg6YzFmIn0.dGhpcyBpcyBub3QgYSByZWFsIHNpZw&continue=https%3A%2F%2Fnorthwind.atlassian.net',
    body: doc('Reset your password - Atlassian account', `
<div style="background:#fafbfc;min-height:100vh;padding-top:40px">
<div style="width:400px;margin:0 auto;background:#fff;box-shadow:0 0 10px rgba(0,0,0,.1);padding:32px 40px;border-radius:3px">
 <div style="text-align:center;font-weight:700;color:#0052cc;font-size:22px">ATLASSIAN</div>
 <h2 style="font-size:16px;text-align:center">Choose a new password</h2>
 <p style="font-size:13px;text-align:center">for <b>m.osei@northwind.example</b></p>
 <form method="post" action="/login/resetpassword"><input type="hidden" name="token" value="eyJraWQiOiJyZXNldC0xIiwiYWxnIjoiUlMyNTYifQ">
  <label>New password</label><input type="password" name="password" autocomplete="new-password" minlength="8">
  <div style="height:4px;background:#dfe1e6;margin-top:6px"><div style="width:40%;height:4px;background:#ffab00"></div></div>
  <p style="font-size:12px;color:#6b778c">Password strength: Fair. Use at least 8 characters. Avoid common words.</p>
  <p><button class="btn" style="width:100%;background:#0052cc">Continue</button></p>
 </form>
 <p style="font-size:12px;text-align:center"><a href="/login">Back to log in</a></p>
 <hr><p style="font-size:11px;text-align:center;color:#6b778c">One account for Jira, Confluence, Trello and more.<br><a href="#">Privacy policy</a> · <a href="#">User notice</a></p>
</div></div>`),
  },
  {
    id: 'zo-clean-cardinal-3ds-challenge',
    label: 'clean',
    kind: '3ds-challenge',
    url: 'https://centinelapi.cardinalcommerce.com/V2/Cruise/StepUp?id=0f3e2d1c-4b5a-6978-8a9b-0c1d2e3f4a5b',
    routes: {
      'centinelapi.cardinalcommerce.com/V2/Cruise/StepUp': html(`<!doctype html><html><head><meta charset="utf-8"><title>Redirecting</title></head><body onload="document.forms[0].submit()">
<form method="get" action="https://acs.cardinalcommerce.com/ThreeDSecure/V2_1_0/Challenge"><input type="hidden" name="creq" value="eyJ0aHJlZURTU2VydmVyVHJhbnNJRCI6IjEyMyJ9"><noscript><button>Continue</button></noscript></form></body></html>`),
      'acs.cardinalcommerce.com/ThreeDSecure/V2_1_0/Challenge': html(doc('Purchase Authentication', `
<div style="max-width:390px;margin:0 auto;padding:16px;font-size:14px">
 <div style="display:flex;justify-content:space-between;align-items:center"><b style="color:#1a1f71">First Community Bank</b><span style="font-weight:700;color:#1a1f71;font-style:italic">VISA Secure</span></div>
 <h3>Purchase Authentication</h3>
 <p>We've sent you a text message to your registered mobile number ending in 4417.</p>
 <table style="font-size:13px"><tr><td>Merchant:</td><td>BLUE HARBOR OUTFITTERS</td></tr><tr><td>Amount:</td><td>$184.20</td></tr><tr><td>Date:</td><td>11/29/2026</td></tr><tr><td>Card Number:</td><td>XXXX XXXX XXXX 9031</td></tr></table>
 <form method="post" action="/ThreeDSecure/V2_1_0/Challenge/Submit"><label>Verification code</label><input name="challengeDataEntry" inputmode="numeric" maxlength="6"><p><button class="btn" style="width:100%;background:#1a1f71">SUBMIT</button></p></form>
 <p><a href="#">Resend code</a> · <a href="#">Need help?</a></p>
 <p style="font-size:11px;color:#666">Never share this code. First Community Bank will never call you to ask for it.</p>
</div>`)),
    },
  },
  {
    id: 'zo-clean-de-sparkasse-sid-check-3ds',
    label: 'clean',
    kind: '3ds-challenge',
    url: 'https://sidcheck.sparkasse.de/acs/challenge?txn=8d7c6b5a-4e3f-2a1b-0c9d-8e7f6a5b4c3d',
    body: doc('S-ID-Check', `
<div style="max-width:400px;margin:0 auto;padding:16px">
 <div style="display:flex;justify-content:space-between"><b style="color:#ff0000">S Sparkasse</b><b style="color:#eb001b">Mastercard ID Check</b></div>
 <h2 style="font-size:18px">Bitte bestätigen Sie Ihre Zahlung</h2>
 <p style="font-size:14px">Öffnen Sie die App <b>S-ID-Check</b> auf Ihrem registrierten Gerät und geben Sie die Zahlung frei.</p>
 <table style="font-size:13px"><tr><td>Händler:</td><td>DEUTSCHE BAHN FERNVERKEHR</td></tr><tr><td>Betrag:</td><td>89,90 EUR</td></tr><tr><td>Karte:</td><td>**** **** **** 5512</td></tr></table>
 <p style="font-size:13px" id="st">Warte auf Freigabe …</p>
 <p><a href="#">Freigabe nicht möglich? Mit Sicherheitsfrage bestätigen</a></p>
 <p style="font-size:11px;color:#666">Abbrechen · Hilfe · Datenschutz</p>
</div>
<script>var c=0,t=setInterval(function(){fetch('/acs/poll?txn=8d7c6b5a').then(function(r){return r.json()}).then(function(j){if(j.s!=='pending'||++c>20)clearInterval(t);});},3000);</script>`, { lang: 'de' }),
    routes: { 'sidcheck.sparkasse.de/acs/poll': json({ s: 'pending' }) },
  },
  {
    id: 'zo-clean-ja-yahoo-japan-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://login.yahoo.co.jp/config/login?.src=auc&lg=jp&.intl=jp&.done=https%3A%2F%2Fauctions.yahoo.co.jp%2F',
    body: doc('ログイン - Yahoo! JAPAN', `
<header style="border-bottom:1px solid #eee"><b style="color:#ff0033;font-size:22px">YAHOO!</b> <b>JAPAN ID</b></header>
<main style="max-width:400px">
 <h1 style="font-size:20px">ログイン</h1>
 <form method="post" action="/config/login"><label>携帯電話番号/メールアドレス/ID</label><input name="handle" autocomplete="username"><p><button class="btn" style="width:100%;background:#ff0033">次へ</button></p></form>
 <p style="font-size:13px"><a href="#">IDを忘れた場合</a> · <a href="#">ログインできない場合</a></p>
 <p style="font-size:13px">または</p>
 <p><a class="btn" style="background:#fff;color:#333;border:1px solid #ccc;width:100%;text-align:center" href="#">顔認証・指紋認証でログイン</a></p>
 <p style="font-size:12px;color:#666">ID登録がまだの方は<a href="#">こちら</a></p>
</main>
<footer>プライバシー - 利用規約 - ヘルプ © LY Corporation</footer>`, { lang: 'ja' }),
  },
  {
    id: 'zo-clean-fr-franceconnect-picker',
    label: 'clean',
    kind: 'gov-sso',
    url: 'https://app.franceconnect.gouv.fr/api/v1/authorize?response_type=code&client_id=a1b2c3d4e5f6&redirect_uri=https%3A%2F%2Fwww.ameli.fr%2Fcallback&scope=openid%20birthdate&state=xyz&nonce=123',
    body: doc('FranceConnect – Choisissez un compte', `
<header style="border-bottom:1px solid #ddd"><b>RÉPUBLIQUE FRANÇAISE</b> · <b style="color:#000091">FranceConnect</b></header>
<main style="max-width:760px">
 <h1 style="font-size:22px">Je choisis un compte pour me connecter sur : <b>ameli</b></h1>
 <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:12px">
  <a href="#" style="border:1px solid #ddd;padding:18px;text-align:center">impots.gouv.fr</a>
  <a href="#" style="border:1px solid #ddd;padding:18px;text-align:center">ameli.fr</a>
  <a href="#" style="border:1px solid #ddd;padding:18px;text-align:center">L'Identité Numérique La Poste</a>
  <a href="#" style="border:1px solid #ddd;padding:18px;text-align:center">MSA</a>
  <a href="#" style="border:1px solid #ddd;padding:18px;text-align:center">Alicem</a>
  <a href="#" style="border:1px solid #ddd;padding:18px;text-align:center">Yris</a>
 </div>
 <p style="font-size:13px">FranceConnect est la solution proposée par l'État pour sécuriser et simplifier la connexion aux services en ligne. <a href="#">Qu'est-ce que FranceConnect ?</a></p>
</main>
<footer>legifrance.gouv.fr · gouvernement.fr · service-public.fr · data.gouv.fr — Accessibilité : partiellement conforme</footer>`, { lang: 'fr' }),
  },
  {
    id: 'zo-clean-paypal-checkout-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://www.paypal.com/checkoutnow?token=7HX21934KD0918542&locale.x=de_DE&country.x=DE',
    body: doc('PayPal Checkout - Einloggen', `
<main style="max-width:460px;text-align:center">
 <b style="color:#003087;font-size:28px;font-style:italic">PayPal</b>
 <p style="font-size:15px">Mit PayPal bezahlen</p>
 <p style="font-size:13px;color:#555">Nordlicht Outdoor GmbH · 129,95 EUR</p>
 <form method="post" action="/signin" style="text-align:left"><label>E-Mail-Adresse oder Handynummer</label><input name="login_email" type="email"><p><button class="btn" style="width:100%;background:#0070ba;border-radius:20px">Weiter</button></p></form>
 <p style="font-size:13px"><a href="#">E-Mail-Adresse vergessen?</a></p>
 <hr><p><a class="btn" style="background:#e1e7eb;color:#111;border-radius:20px;width:100%" href="#">Mit Kreditkarte oder Lastschrift zahlen</a></p>
 <p style="font-size:12px"><a href="#">Abbrechen und zurück zu Nordlicht Outdoor GmbH</a></p>
</main>
<footer style="text-align:center">Kontakt · Datenschutz · AGB · Deutsch | English</footer>`, { lang: 'de' }),
  },
  {
    id: 'zo-clean-phishing-simulation-landing',
    label: 'clean',
    kind: 'awareness-training',
    url: 'https://training.phishsim-awareness.com/landing/oops?c=Q4-payroll&r=8812cd',
    body: doc('Oops! This was a simulated phishing exercise', `
<main style="max-width:640px">
 <div style="background:#fef2f2;border:1px solid #fecaca;padding:16px;border-radius:8px"><h1 style="font-size:22px;margin:0">&#127907; You clicked on a simulated phishing email</h1></div>
 <p>Don't worry — this was a security awareness exercise run by your IT Security team. No data was collected and your account is safe.</p>
 <h3>Red flags you might have missed</h3>
 <ol><li><b>Sender address:</b> "payroll@hr-payroll-portal.co" is not our company domain.</li><li><b>Urgency:</b> "Confirm within 24 hours or your salary will be delayed."</li><li><b>Link destination:</b> hovering the link showed a different website than the text.</li><li><b>Login request:</b> HR will never ask you to enter your password through an email link.</li></ol>
 <h3>What to do next time</h3><p>Use the <b>Report Phish</b> button in Outlook. When in doubt, contact the Service Desk at ext. 4357.</p>
 <p><a class="btn" href="/training/module/phishing-101">Take the 3-minute refresher</a></p>
</main>
<footer>Security Awareness Program · Questions? security@yourcompany.example</footer>`),
  },
];
