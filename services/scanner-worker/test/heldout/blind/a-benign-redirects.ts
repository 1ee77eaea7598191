import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-bredir-email-tracker-landing',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://links.email.nordicbrew.se/ls/click?upn=u001.Zk9xR2V6TWtPZ3lVQ2ZXbDNvaA-3D-3D_j8Lq',
  routes: {
    'links.email.nordicbrew.se/ls/click': redirectRoute(302, 'https://www.nordicbrew.se/sv/kampanj/varbrygd?utm_source=newsletter&utm_medium=email&utm_campaign=v11'),
    'www.nordicbrew.se/sv/kampanj/varbrygd': htmlRoute(`<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vårbrygd 2025 – begränsad upplaga | Nordic Brew</title>
<style>
body{margin:0;font-family:"Work Sans",Arial,sans-serif;color:#1b2a21;background:#fbfaf5}
header{display:flex;justify-content:space-between;padding:16px 30px}
header a{margin-left:16px;color:#1b2a21;text-decoration:none}
.hero{background:#e8efe2;padding:50px 30px;text-align:center}
.hero h1{font-size:44px;margin:0}
.p{max-width:700px;margin:30px auto;padding:0 20px;line-height:1.6}
.btn{background:#1b2a21;color:#fff;padding:12px 22px;border-radius:4px;text-decoration:none}
</style>
</head>
<body>
<header><b>NORDIC BREW</b><nav><a href="/sv/butik">Butik</a><a href="/sv/om-oss">Om oss</a><a href="/sv/konto/logga-in">Logga in</a><a href="/sv/varukorg">Varukorg</a></nav></header>
<div class="hero"><h1>Vårbrygd 2025</h1><p>Ljusrostad Etiopien Guji med toner av fläder och aprikos.</p></div>
<div class="p"><p>Vår årliga vårbrygd är rostad i en upplaga på 800 påsar. Beställ före 31 mars så skickar vi den direkt från rosteriet i Göteborg.</p><p><a class="btn" href="/sv/butik/varbrygd-2025">Köp nu – 149 kr</a></p><p style="font-size:13px;color:#667">Betala med Swish, Klarna eller kort.</p></div>
</body>
</html>`),
  },
},
{
  id: 'a-bredir-js-language-select',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://www.alpenhof-seefeld.at/',
  body: `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hotel Alpenhof Seefeld</title>
<link rel="alternate" hreflang="de" href="https://www.alpenhof-seefeld.at/de/">
<link rel="alternate" hreflang="en" href="https://www.alpenhof-seefeld.at/en/">
<script>
(function () {
  var l = (navigator.languages && navigator.languages[0]) || navigator.language || 'de';
  var target = /^de/i.test(l) ? '/de/' : '/en/';
  try { var saved = localStorage.getItem('lang'); if (saved === 'de' || saved === 'en') target = '/' + saved + '/'; } catch (e) {}
  window.location.replace(target);
})();
</script>
</head>
<body>
<noscript><p><a href="/de/">Deutsch</a> · <a href="/en/">English</a></p></noscript>
</body>
</html>`,
  routes: {
    'www.alpenhof-seefeld.at/en/': htmlRoute(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hotel Alpenhof Seefeld · 4-star hotel in Tyrol</title>
<style>body{margin:0;font-family:"Cormorant Garamond",Georgia,serif;color:#2b2b2b}header{display:flex;justify-content:space-between;padding:18px 36px}header a{margin-left:18px;color:#2b2b2b;text-decoration:none;font-family:Arial;font-size:14px}.hero{height:360px;background:#cfd8dc url(/img/winter.jpg) center/cover;display:flex;align-items:flex-end;padding:30px;color:#fff;font-size:40px}.p{max-width:760px;margin:30px auto;padding:0 20px;font-size:19px;line-height:1.6}.book{background:#8d6e63;color:#fff;padding:12px 24px;text-decoration:none;font-family:Arial;font-size:15px}</style></head>
<body><header><b>ALPENHOF</b><nav><a href="/en/rooms">Rooms</a><a href="/en/spa">Spa</a><a href="/en/offers">Offers</a><a href="/de/">DE</a><a class="book" href="https://booking.alpenhof-seefeld.at/en">Book now</a></nav></header>
<div class="hero">Winter in Seefeld</div><div class="p"><p>Ski-in on the Rosshütte slopes, a 1,200 m² alpine spa and Tyrolean half-board with regional produce. Family-run since 1958.</p></div></body></html>`),
    'www.alpenhof-seefeld.at/de/': htmlRoute(`<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Hotel Alpenhof Seefeld · 4-Sterne-Hotel in Tirol</title></head>
<body style="font-family:Georgia,serif"><h1>Hotel Alpenhof Seefeld</h1><p>Ski-in an der Rosshütte, 1.200 m² Alpin-Spa und Tiroler Halbpension. Familiengeführt seit 1958.</p><p><a href="https://booking.alpenhof-seefeld.at/de">Jetzt buchen</a> · <a href="/en/">English</a></p></body></html>`),
  },
},
{
  id: 'a-bredir-app-to-own-idp',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://wiki.marrow-biotech.com/',
  routes: {
    'wiki.marrow-biotech.com/': redirectRoute(302, 'https://sso.marrow-biotech.com/realms/marrow/protocol/openid-connect/auth?client_id=wiki&redirect_uri=https%3A%2F%2Fwiki.marrow-biotech.com%2Foidc%2Fcallback&response_type=code&scope=openid%20email'),
    'sso.marrow-biotech.com/realms/marrow/protocol/openid-connect/auth': htmlRoute(`<!DOCTYPE html>
<html class="login-pf" lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in to Marrow Biotech</title>
<link rel="icon" href="/resources/w3k9q/login/marrow/img/favicon.ico">
<link href="/resources/w3k9q/login/marrow/css/login.css" rel="stylesheet">
<style>
body{margin:0;background:#f0f3f7;font-family:"Red Hat Text",Arial,sans-serif}
#kc-header{text-align:center;padding:40px 0 20px;font-size:24px;color:#2a3f5f;font-weight:600}
.card-pf{max-width:440px;margin:0 auto;background:#fff;padding:32px 36px;border-top:4px solid #7b2cbf}
#kc-page-title{font-size:22px;margin:0 0 20px}
label{display:block;font-size:14px;margin:12px 0 6px}
.pf-c-form-control{width:100%;height:36px;border:1px solid #8a8d90;padding:0 8px;box-sizing:border-box}
#kc-login{margin-top:22px;width:100%;height:38px;background:#7b2cbf;color:#fff;border:0}
#kc-info{font-size:13px;margin-top:16px;text-align:center}
</style>
</head>
<body>
<div id="kc-header">MARROW BIOTECH</div>
<div class="card-pf">
<h1 id="kc-page-title">Sign in to your account</h1>
<form id="kc-form-login" action="https://sso.marrow-biotech.com/realms/marrow/login-actions/authenticate?session_code=Yp2d1mXw&amp;execution=6f3a0e1b&amp;client_id=wiki&amp;tab_id=Q9fL2" method="post">
<label for="username">Username or email</label><input tabindex="1" id="username" class="pf-c-form-control" name="username" type="text" autofocus autocomplete="username">
<label for="password">Password</label><input tabindex="2" id="password" class="pf-c-form-control" name="password" type="password" autocomplete="current-password">
<div style="font-size:13px;margin-top:10px"><input type="checkbox" id="rememberMe" name="rememberMe"> <label for="rememberMe" style="display:inline">Remember me</label> <span style="float:right"><a href="/realms/marrow/login-actions/reset-credentials?client_id=wiki">Forgot Password?</a></span></div>
<input type="hidden" id="id-hidden-input" name="credentialId">
<input tabindex="4" name="login" id="kc-login" type="submit" value="Sign In">
</form>
<div id="kc-info">You'll be asked for your YubiKey or authenticator code next.</div>
</div>
</body>
</html>`),
  },
},
{
  id: 'a-bredir-mail-linkprotect-intranet',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://linkprotect.mailshield-cloud.net/v2/url?u=https-3A__intranet.tessaro-group.com_news_2025_q1-town-hall&d=DwMFaQ&c=tss&r=9xK2&s=b1Q',
  routes: {
    'linkprotect.mailshield-cloud.net/v2/url': redirectRoute(302, 'https://intranet.tessaro-group.com/news/2025/q1-town-hall'),
    'intranet.tessaro-group.com/news/2025/q1-town-hall': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Q1 Town Hall recap – Tessaro Intranet</title>
<style>
body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f5f5f5;color:#222}
.top{background:#263238;color:#fff;padding:10px 24px;display:flex;justify-content:space-between;font-size:14px}
.top a{color:#b0bec5;margin-left:14px;text-decoration:none}
.c{max-width:780px;margin:24px auto;background:#fff;padding:28px;line-height:1.6}
.meta{font-size:13px;color:#777}
</style>
</head>
<body>
<div class="top"><b>Tessaro Intranet</b><span><a href="/news">News</a><a href="/people">People</a><a href="/it">IT Help</a><span style="margin-left:14px">Signed in as Marco Bellini</span></span></div>
<div class="c">
<h1>Q1 Town Hall recap</h1>
<p class="meta">Internal Communications · 12 March 2025</p>
<p>Thanks to everyone who joined in Milan and online. Highlights: revenue up 8% year over year, the Lyon warehouse opening in June, and the new hybrid-work policy starting 1 April.</p>
<p>The recording and slides are in the Town Hall channel. Questions we didn't get to will be answered in next week's FAQ post.</p>
<p><b>Reminder from IT:</b> the Town Hall recording is only on the intranet. If you receive an email asking you to sign in somewhere else to "view the recording", report it.</p>
</div>
</body>
</html>`),
  },
},
];
