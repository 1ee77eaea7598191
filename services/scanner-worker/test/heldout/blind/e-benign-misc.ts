import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { analyticsRoute, analyticsSnippet, consentBanner } from '../parts/e-furniture.js';

// ---------- Rental platform listing with deposit-scam warnings ----------
const rnHost = 'www.flatfinder.ie';
const rnPage = `<!DOCTYPE html>
<html lang="en-IE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>2 Bed Apartment to Rent, Portobello, Dublin 8 – €2,450/month | FlatFinder</title>
<link rel="stylesheet" href="/static/listing.css">
${analyticsSnippet('G-FFIE2025R')}
</head>
<body>
<header><a class="lg" href="/">flat<b>finder</b></a><nav><a href="/rent">Rent</a><a href="/share">Share</a><a href="/buy">Buy</a><a href="/landlords">Landlords</a></nav><a href="/login" class="li">Log in</a></header>
<main>
 <p class="bc">Dublin &rsaquo; Dublin 8 &rsaquo; Portobello</p>
 <h1>2 Bed Apartment, South Richmond Street, Portobello, Dublin 8</h1>
 <div class="gal"><div></div><div></div><div></div></div>
 <div class="cols">
  <section><p class="pr">€2,450 <small>per month</small></p><ul class="ft"><li>2 bed</li><li>1 bath</li><li>BER C1</li><li>Available from 1 Dec</li><li>Furnished</li></ul>
  <h2>Description</h2><p>Bright second-floor apartment overlooking the Grand Canal, a short walk from Camden Street and the Luas. Recently refurbished kitchen, secure bicycle storage. Viewings by appointment this week.</p>
  <div class="warn"><b>Protect yourself from rental fraud.</b> Always view a property in person (or by live video with the letting agent on site) before paying anything. Never pay a deposit or rent by wire transfer, crypto or to someone who says they're abroad and will "post the keys". FlatFinder will never hold your deposit in "escrow". <a href="/safety">Read our safety tips</a>.</div></section>
  <aside class="ct"><b>Listed by</b><p>Canal Lettings Ltd (PSRA licence 004118)</p><form id="f"><input name="name" placeholder="Your name" required><input name="email" type="email" placeholder="Email" required><input name="phone" placeholder="Phone"><textarea name="msg" rows="4">Hi, I'd like to arrange a viewing.</textarea><button>Email agent</button></form><p id="ok" hidden>Your message has been sent to the agent.</p></aside>
 </div>
</main>
<footer>© 2025 FlatFinder Ltd &middot; <a href="/privacy">Privacy</a> &middot; <a href="/terms">Terms</a></footer>
${consentBanner('en', 'bar')}
<script src="/static/listing.js"></script>
</body>
</html>`;
const rnCss = `body{margin:0;font-family:"Lato",Arial,sans-serif;color:#222}header{display:flex;align-items:center;gap:28px;padding:14px 5vw;border-bottom:1px solid #eee}.lg{font-size:22px;color:#222;text-decoration:none}.lg b{color:#0a8f6a}header nav a{margin-right:14px;color:#444;text-decoration:none}.li{margin-left:auto}
main{max-width:1080px;margin:0 auto;padding:16px}.bc{font-size:13px;color:#777}.gal{display:grid;grid-template-columns:2fr 1fr 1fr;gap:6px;height:280px}.gal div{background:linear-gradient(135deg,#d1d5db,#9ca3af);border-radius:6px}
.cols{display:grid;grid-template-columns:1fr 320px;gap:26px;margin-top:16px}.pr{font-size:28px;font-weight:700}.ft{display:flex;gap:8px;list-style:none;padding:0}.ft li{background:#f3f4f6;border-radius:14px;padding:4px 10px;font-size:13px}.warn{background:#fffbea;border:1px solid #fcd34d;border-radius:6px;padding:12px;font-size:14px;line-height:1.55}
.ct{border:1px solid #e5e7eb;border-radius:8px;padding:16px;height:max-content}.ct input,.ct textarea{display:block;width:100%;box-sizing:border-box;margin:6px 0;padding:9px;border:1px solid #ccc;border-radius:4px}.ct button{width:100%;background:#0a8f6a;color:#fff;border:0;padding:11px;border-radius:4px}footer{text-align:center;font-size:12px;color:#777;padding:20px}`;
const rnJs = `document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/api/enquiries',{method:'POST',body:new FormData(this)}).then(function(){document.getElementById('f').hidden=true;document.getElementById('ok').hidden=false})};`;

// ---------- SaaS own-domain login with SSO buttons ----------
const saHost = 'app.ledgerlane.io';
const saPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in – LedgerLane</title>
<link rel="stylesheet" href="/assets/auth-3c91.css">
</head>
<body>
<div class="wrap">
 <div class="panel">
  <a class="lg" href="https://ledgerlane.io/">LedgerLane</a>
  <h1>Sign in to your account</h1>
  <div class="sso"><a href="/auth/oauth/google?next=%2Fdashboard" class="g">Continue with Google</a><a href="/auth/oauth/microsoft?next=%2Fdashboard" class="m">Continue with Microsoft</a><a href="/auth/saml/start" class="s">Single sign-on (SSO)</a></div>
  <div class="or"><span>or</span></div>
  <form id="f" action="/auth/session" method="post">
   <input type="hidden" name="csrf_token" value="c1f0a9e7b34d4e21a1f6b3c8">
   <label>Work email<input type="email" name="email" autocomplete="username" required></label>
   <label>Password<input type="password" name="password" autocomplete="current-password" required></label>
   <div class="row"><label class="rm"><input type="checkbox" name="remember"> Keep me signed in</label><a href="/auth/forgot">Forgot password?</a></div>
   <button>Sign in</button>
  </form>
  <p class="su">New to LedgerLane? <a href="https://ledgerlane.io/signup">Start a free trial</a></p>
  <p class="legal">By signing in you agree to our <a href="https://ledgerlane.io/terms">Terms</a> and <a href="https://ledgerlane.io/privacy">Privacy Policy</a>. Protected by rate limiting and MFA.</p>
 </div>
 <div class="art"><blockquote>“LedgerLane cut our month-end close from 9 days to 3.”<cite>– Finance Director, Harrow &amp; Pike</cite></blockquote></div>
</div>
<script src="/assets/auth-3c91.js"></script>
</body>
</html>`;
const saCss = `body{margin:0;font-family:Inter,system-ui,sans-serif;color:#0f172a}.wrap{display:grid;grid-template-columns:1fr 1fr;min-height:100vh}.panel{padding:60px 10%;max-width:440px}.lg{font-weight:800;font-size:22px;color:#0f766e;text-decoration:none}h1{font-size:24px;margin:30px 0 20px}
.sso a{display:block;border:1px solid #cbd5e1;border-radius:8px;padding:11px;text-align:center;margin-bottom:8px;color:#0f172a;text-decoration:none}.or{text-align:center;color:#94a3b8;margin:14px 0}
label{display:block;font-size:14px;margin-bottom:12px}label input{display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:10px;border:1px solid #cbd5e1;border-radius:8px}.row{display:flex;justify-content:space-between;align-items:center;font-size:13px}.rm{display:flex;gap:6px;align-items:center;margin:0}
button{width:100%;background:#0f766e;color:#fff;border:0;border-radius:8px;padding:12px;font-size:15px;margin-top:10px}.su,.legal{font-size:13px;color:#64748b}.art{background:linear-gradient(160deg,#0f766e,#134e4a);color:#fff;display:flex;align-items:center;padding:60px}blockquote{font-size:22px}cite{display:block;font-size:14px;margin-top:10px;opacity:.8}`;
const saJs = `document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var f=this;fetch(f.action,{method:'POST',credentials:'same-origin',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(new FormData(f))}).then(function(r){return r.json()}).then(function(j){if(j.mfa_required)location.href='/auth/mfa?challenge='+encodeURIComponent(j.challenge);else if(j.error){alert(j.error)}})});`;

// ---------- University webmail (Roundcube-style) on the university's own host ----------
const wmHost = 'webmail.uni-kastell.de';
const wmPage = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<title>Universität Kastell Webmail :: Willkommen bei Universität Kastell Webmail</title>
<link rel="shortcut icon" href="/skins/elastic/images/favicon.ico">
<link rel="stylesheet" href="/skins/elastic/styles/styles.min.css?s=1700000000">
</head>
<body class="task-login action-none">
<div id="layout"><h1 class="voice">Universität Kastell Webmail Login</h1>
<div id="layout-content" class="selected no-navbar" role="main">
 <img src="/skins/elastic/images/logo.png" id="logo" alt="Logo" width="64" height="64">
 <form id="login-form" name="login-form" method="post" action="/?_task=login" class="propform">
  <input type="hidden" name="_token" value="q7tKxV2b9PmN4cJ8RfL0wYs3">
  <input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_">
  <table><tbody>
   <tr><td class="title"><label for="rcmloginuser">Benutzername</label></td><td class="input"><input name="_user" id="rcmloginuser" required size="40" autocapitalize="off" autocomplete="username" placeholder="Uni-Kennung (z. B. ab12cde)"></td></tr>
   <tr><td class="title"><label for="rcmloginpwd">Passwort</label></td><td class="input"><input name="_pass" id="rcmloginpwd" required size="40" autocapitalize="off" autocomplete="current-password" type="password"></td></tr>
  </tbody></table>
  <p class="formbuttons"><button type="submit" id="rcmloginsubmit">Anmelden</button></p>
  <div id="login-footer" role="contentinfo">Universität Kastell Webmail <span class="sep">&bull;</span> Zentrum für Informationstechnik (ZIT) <span class="sep">&bull;</span> <a href="https://www.uni-kastell.de/zit/phishing">Phishing-Warnungen</a> <span class="sep">&bull;</span> <a href="https://www.uni-kastell.de/impressum">Impressum</a></div>
  <noscript><p class="noscriptwarning">Warnung: Dieser Webmail-Dienst benötigt JavaScript! Um ihn nutzen zu können, aktivieren Sie bitte JavaScript in Ihren Browser-Einstellungen.</p></noscript>
 </form>
 <div class="hint">Das ZIT fordert Sie niemals per E-Mail auf, Ihr Postfach zu „verifizieren“ oder Ihr Passwort auf einer anderen Seite einzugeben. Webmail gibt es nur unter webmail.uni-kastell.de.</div>
</div></div>
<script src="/program/js/jquery.min.js?s=1700000000"></script>
<script src="/program/js/app.min.js?s=1700000000"></script>
</body>
</html>`;
const wmCss = `body{margin:0;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;background:#f4f4f4;color:#2c363a}.voice{position:absolute;left:-9999px}#layout-content{max-width:420px;margin:80px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.12);text-align:center}
table{width:100%}td.title{display:none}td.input input{width:100%;box-sizing:border-box;padding:10px;margin:6px 0;border:1px solid #d4dbde;border-radius:4px}#rcmloginsubmit{width:100%;padding:10px;background:#37beff;color:#fff;border:0;border-radius:4px;font-size:15px}
#login-footer{font-size:12px;color:#8a989e;margin-top:18px}.hint{font-size:12px;color:#6b787e;margin-top:14px;background:#f7fbfd;padding:8px;border-radius:4px}`;
const wmApp = `/* Roundcube Webmail Client Script (min) */var rcmail={env:{},init:function(){var tz=document.getElementById('rcmlogintz');try{tz.value=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){tz.value='auto'}var u=document.getElementById('rcmloginuser');if(u&&!u.value)u.focus()}};window.addEventListener('DOMContentLoaded',function(){rcmail.init()});`;

// ---------- Courier: import duties payment on the courier's own domain ----------
const cdHost = 'www.swiftpost-express.com';
const cdPage = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pay import VAT and duty – SwiftPost Express</title>
<link rel="stylesheet" href="/static/pay.css">
${analyticsSnippet('G-SWPX2025UK')}
</head>
<body>
<header><a href="/" class="lg">SwiftPost <b>Express</b></a><nav><a href="/track">Track</a><a href="/send">Send</a><a href="/help">Help</a></nav><a class="acc" href="/account/login">My SwiftPost</a></header>
<main>
 <h1>Pay import VAT and duty</h1>
 <p>Parcels from outside the UK may have import VAT, customs duty and our clearance fee to pay before we can deliver. We'll have emailed or texted you the exact amount and a <b>12-character payment reference</b>. You can check it below before paying.</p>
 <form id="f" class="card"><label>Tracking number<input name="tracking" placeholder="e.g. SP123456789GB" required></label><label>Payment reference<input name="ref" placeholder="12 characters" maxlength="12" required></label><button>Find my charges</button></form>
 <div id="res" class="card" hidden></div>
 <section class="card warn"><h2>How to spot a fake SwiftPost message</h2><ul><li>We'll only ask for payment <b>after</b> your parcel has reached the UK and the charges match the customs declaration.</li><li>Our texts come from "SwiftPost", never from a mobile number, and links always go to <b>swiftpost-express.com</b>.</li><li>We never ask for payment for a "redelivery fee" or a "missing house number".</li></ul><p>Forward suspicious texts to 7726 and emails to phishing@swiftpost-express.com.</p></section>
</main>
<footer>SwiftPost Express Ltd, registered in England (04411837). Customs charges are set by HMRC. <a href="/legal/privacy">Privacy</a> &middot; <a href="/legal/terms">Terms</a></footer>
${consentBanner('en', 'box')}
<script src="/static/pay.js"></script>
</body>
</html>`;
const cdCss = `body{margin:0;font-family:Arial,sans-serif;color:#1d1d1b;background:#f4f4f2}header{display:flex;align-items:center;gap:26px;background:#d40000;padding:14px 5vw}.lg{color:#fff;font-size:22px;text-decoration:none}.lg b{color:#ffcc00}header nav a{color:#fff;margin-right:14px;text-decoration:none}.acc{margin-left:auto;color:#fff}
main{max-width:760px;margin:24px auto;padding:0 16px}.card{background:#fff;border-radius:6px;padding:18px 22px;margin:14px 0;box-shadow:0 1px 3px rgba(0,0,0,.07)}.card label{display:block;margin:8px 0;font-size:14px}.card input{display:block;width:100%;box-sizing:border-box;padding:10px;border:1px solid #aaa;border-radius:4px;margin-top:4px}.card button,.card a.pay{display:inline-block;background:#d40000;color:#fff;border:0;border-radius:4px;padding:11px 20px;margin-top:10px;text-decoration:none}
.warn{border-left:5px solid #ffcc00}table{width:100%;border-collapse:collapse}td{padding:6px 0;border-bottom:1px solid #eee}footer{text-align:center;font-size:12px;color:#666;padding:20px}`;
const cdJs = `document.getElementById('f').onsubmit=function(e){e.preventDefault();var q=new URLSearchParams(new FormData(this));fetch('/api/customs/charges?'+q).then(function(r){return r.json()}).then(function(j){var r=document.getElementById('res');r.hidden=false;
r.innerHTML='<h2>Charges for '+j.tracking+'</h2><p>From: '+j.origin+' &middot; Declared value: £'+j.value.toFixed(2)+'</p><table><tr><td>Import VAT</td><td>£'+j.vat.toFixed(2)+'</td></tr><tr><td>Customs duty</td><td>£'+j.duty.toFixed(2)+'</td></tr><tr><td>SwiftPost clearance fee</td><td>£'+j.fee.toFixed(2)+'</td></tr><tr><td><b>Total</b></td><td><b>£'+(j.vat+j.duty+j.fee).toFixed(2)+'</b></td></tr></table><a class="pay" href="/pay/checkout?ref='+encodeURIComponent(j.ref)+'">Pay securely</a>'})};`;

export const entries: Entry[] = [
  {
    id: 'e-clean-rental-listing-platform',
    label: 'clean',
    kind: 'rental-listing',
    url: `https://${rnHost}/rent/dublin-8/portobello/2-bed-apartment-south-richmond-street-5521873`,
    body: rnPage,
    routes: {
      [`${rnHost}/static/listing.css`]: cssRoute(rnCss),
      [`${rnHost}/static/listing.js`]: jsRoute(rnJs),
      [`${rnHost}/api/enquiries`]: jsonRoute({ ok: true }),
      ...analyticsRoute(rnHost),
    },
  },
  {
    id: 'e-clean-login-own-saas',
    label: 'clean',
    kind: 'own-login',
    url: 'https://ledgerlane.io/login',
    routes: {
      'ledgerlane.io/login': redirectRoute(302, `https://${saHost}/auth/login?next=%2Fdashboard`),
      [`${saHost}/auth/login`]: htmlRoute(saPage, { 'content-security-policy': "default-src 'self'; frame-ancestors 'none'" }),
      [`${saHost}/assets/auth-3c91.css`]: cssRoute(saCss),
      [`${saHost}/assets/auth-3c91.js`]: jsRoute(saJs),
      [`${saHost}/auth/session`]: jsonRoute({ error: 'Incorrect email or password.' }, 401),
    },
  },
  {
    id: 'e-clean-webmail-university',
    label: 'clean',
    kind: 'own-login',
    url: `https://${wmHost}/`,
    body: wmPage,
    routes: {
      [`${wmHost}/skins/elastic/styles/styles.min.css`]: cssRoute(wmCss),
      [`${wmHost}/skins/elastic/images/logo.png`]: pngRoute(0, 84, 159),
      [`${wmHost}/skins/elastic/images/favicon.ico`]: pngRoute(0, 84, 159),
      [`${wmHost}/program/js/jquery.min.js`]: jsRoute('/*! jQuery v3.6.0 (stub) */window.jQuery=window.$=function(s){return document.querySelectorAll(s)};'),
      [`${wmHost}/program/js/app.min.js`]: jsRoute(wmApp),
    },
  },
  {
    id: 'e-clean-courier-duties-payment',
    label: 'clean',
    kind: 'courier-payment',
    url: `https://${cdHost}/pay/import-charges`,
    body: cdPage,
    routes: {
      [`${cdHost}/static/pay.css`]: cssRoute(cdCss),
      [`${cdHost}/static/pay.js`]: jsRoute(cdJs),
      [`${cdHost}/api/customs/charges`]: jsonRoute({ tracking: 'SP884120397GB', origin: 'Shenzhen, China', value: 164.5, vat: 32.9, duty: 4.11, fee: 8.0, ref: 'K7Q2M9X4T1B8' }),
      ...analyticsRoute(cdHost),
    },
  },
];
