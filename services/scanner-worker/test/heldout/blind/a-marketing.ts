import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-mkt-newsletter-payment-partners',
  label: 'clean',
  kind: 'marketing',
  url: 'https://news.tidewater-outfitters.com/view/2025-03-spring-sale?sub=a81f3c',
  routes: {
    'news.tidewater-outfitters.com/view/2025-03-spring-sale': htmlRoute(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Spring Sale: 25% off + free shipping this weekend</title>
<style type="text/css">
body{margin:0;padding:0;background:#eef2f0}
table{border-collapse:collapse}
.wrap{width:600px;max-width:100%;background:#ffffff}
.h1{font-family:Georgia,serif;font-size:34px;color:#1f3b2d;line-height:1.2}
.p{font-family:Arial,sans-serif;font-size:15px;color:#333;line-height:1.6}
.btn{background:#1f3b2d;color:#ffffff;font-family:Arial;font-weight:bold;text-decoration:none;padding:14px 28px;display:inline-block;border-radius:4px}
.small{font-family:Arial;font-size:11px;color:#7a847f;line-height:1.5}
</style>
</head>
<body>
<table width="100%" bgcolor="#eef2f0"><tr><td align="center">
<table class="wrap" cellpadding="0" cellspacing="0">
<tr><td style="padding:10px 20px" class="small" align="center">Having trouble viewing this email? You're looking at the web version.</td></tr>
<tr><td align="center" style="padding:24px"><img src="https://news.tidewater-outfitters.com/img/logo.png" alt="Tidewater Outfitters" width="200"></td></tr>
<tr><td><img src="https://news.tidewater-outfitters.com/img/spring-hero.jpg" alt="Kayakers on a calm lake at sunrise" width="600" style="display:block;max-width:100%"></td></tr>
<tr><td style="padding:28px 32px"><div class="h1">Spring Sale: 25% off everything</div>
<p class="p">Paddles, packs and rain shells — all 25% off through Sunday with code <b>THAW25</b>. Plus free shipping on orders over $50.</p>
<p align="center"><a class="btn" href="https://click.tidewater-outfitters.com/c/a81f3c/shop-sale">Shop the sale</a></p>
<p class="p"><b>More ways to pay.</b> Check out in seconds with Apple Pay, Google Pay, PayPal, Shop Pay or Klarna (4 interest-free payments). Members can also sign in with Google or Apple — no new password needed.</p>
<p align="center"><img src="https://news.tidewater-outfitters.com/img/pay-badges.png" alt="Apple Pay · Google Pay · PayPal · Shop Pay · Klarna · Visa · Mastercard · Amex" width="420"></p>
<p class="p">Shipping with UPS and USPS; tracking numbers arrive by email from orders@tidewater-outfitters.com. <i>We'll never text you asking for a redelivery fee.</i></p>
</td></tr>
<tr><td style="padding:20px 32px;background:#f6f8f7" class="small" align="center">Tidewater Outfitters · 212 Harbor Rd, Portland, ME 04101<br>You're receiving this because you signed up at tidewater-outfitters.com. <a href="https://news.tidewater-outfitters.com/prefs?sub=a81f3c">Update preferences</a> · <a href="https://news.tidewater-outfitters.com/unsubscribe?sub=a81f3c">Unsubscribe</a><br>Follow us: Instagram · Facebook · YouTube · Strava</td></tr>
</table>
</td></tr></table>
<img src="https://news.tidewater-outfitters.com/o/a81f3c.gif" width="1" height="1" alt="">
</body>
</html>`),
  },
},
{
  id: 'a-mkt-password-manager-landing',
  label: 'clean',
  kind: 'marketing',
  url: 'https://www.keyloft.app/',
  body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Keyloft — The password manager your whole family will actually use</title>
<meta name="description" content="Autofill passwords and passkeys on every device. Phishing-resistant by design.">
<meta property="og:image" content="https://www.keyloft.app/og.png">
<style>
body{margin:0;font-family:"Plus Jakarta Sans",system-ui,sans-serif;color:#0b1020;background:#fff}
nav{display:flex;justify-content:space-between;align-items:center;padding:18px 48px}
nav a{margin-left:24px;color:#0b1020;text-decoration:none;font-size:15px}
nav .btn{background:#5b3df5;color:#fff;padding:10px 18px;border-radius:10px}
.hero{display:grid;grid-template-columns:1fr 1fr;gap:40px;max-width:1160px;margin:40px auto;padding:0 40px;align-items:center}
.hero h1{font-size:52px;line-height:1.1;margin:0}
.hero p{font-size:19px;color:#475069}
.mock{background:#f4f2ff;border-radius:20px;padding:28px;position:relative}
.browser{background:#fff;border-radius:12px;box-shadow:0 20px 50px rgba(40,30,120,.15);overflow:hidden}
.bar{background:#eceaf6;padding:8px 12px;font-size:12px;color:#555}
.login{padding:24px}
.login .in{border:1px solid #dcd9ea;border-radius:8px;height:40px;margin:10px 0;display:flex;align-items:center;padding:0 12px;color:#8a86a3;font-size:14px}
.pop{position:absolute;right:10px;top:120px;width:240px;background:#fff;border-radius:12px;box-shadow:0 10px 30px rgba(0,0,0,.18);padding:12px;font-size:13px}
.pop div{padding:8px;border-radius:6px}.pop div:hover{background:#f4f2ff}
.logos{text-align:center;color:#6b7290;font-size:14px;margin:50px 0}
.grid3{display:grid;grid-template-columns:repeat(3,1fr);gap:24px;max-width:1100px;margin:0 auto 60px;padding:0 40px}
.grid3 div{background:#fafafe;border-radius:16px;padding:24px}
footer{border-top:1px solid #eee;padding:30px 48px;font-size:13px;color:#6b7290}
</style>
</head>
<body>
<nav><b style="font-size:22px">🔑 keyloft</b><span><a href="/features">Features</a><a href="/security">Security</a><a href="/pricing">Pricing</a><a href="https://vault.keyloft.app/login">Log in</a><a class="btn" href="/download">Get Keyloft free</a></span></nav>
<section class="hero">
<div><h1>Never type a password again.</h1><p>Keyloft fills your logins and passkeys on every site and app — and refuses to fill them on look-alike sites, so phishing pages get nothing.</p><a class="btn" href="/download" style="background:#5b3df5;color:#fff;padding:14px 22px;border-radius:12px;text-decoration:none;display:inline-block">Download for free</a></div>
<div class="mock" aria-label="Illustration of Keyloft autofilling a login form">
<div class="browser"><div class="bar">🔒 accounts.example-bank.com/login</div><div class="login"><b>Sign in to Example Bank</b><div class="in">Username</div><div class="in">Password</div><div class="in" style="background:#5b3df5;color:#fff;justify-content:center;border:0">Sign in</div></div></div>
<div class="pop"><b>Keyloft</b><div>👤 maria.l@example.com<br><small>example-bank.com</small></div><div>➕ Generate strong password</div></div>
</div>
</section>
<div class="logos">Works with Chrome · Safari · Firefox · Edge · iOS · Android · Windows · macOS<br>Import from 1Password, LastPass, Bitwarden, Dashlane, Google Password Manager and Apple Passwords</div>
<section class="grid3"><div><h3>Passkeys built in</h3><p>Save passkeys for Google, Microsoft, Amazon, PayPal and thousands more, synced end-to-end encrypted.</p></div><div><h3>Breach alerts</h3><p>We check your saved logins against known breaches and tell you exactly which passwords to change.</p></div><div><h3>Family sharing</h3><p>Share the Netflix, Spotify and Wi-Fi passwords without texting them around.</p></div></section>
<footer>© 2025 Keyloft Inc. · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a> · <a href="/security/bug-bounty">Bug bounty</a></footer>
</body>
</html>`,
},
{
  id: 'a-mkt-saas-signup-social',
  label: 'clean',
  kind: 'marketing',
  url: 'https://www.planwise.io/signup?plan=team&utm_source=google&utm_medium=cpc&utm_campaign=brand',
  routes: {
    'www.planwise.io/signup': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Create your free Planwise account</title>
<script>
!function(){var a=window.analytics=window.analytics||[];if(!a.initialize){a.methods=["track","page","identify"];a.factory=function(m){return function(){var e=Array.prototype.slice.call(arguments);e.unshift(m);a.push(e);return a}};for(var i=0;i<a.methods.length;i++){var k=a.methods[i];a[k]=a.factory(k)}a.load=function(key){var s=document.createElement("script");s.async=!0;s.src="https://cdn.segment.com/analytics.js/v1/"+key+"/analytics.min.js";document.head.appendChild(s)};a.load("pw9X2kQ0aB");a.page()}}();
</script>
<style>
body{margin:0;font-family:"DM Sans",system-ui,sans-serif;background:linear-gradient(160deg,#fff7ed,#fff 40%);color:#1c1917}
.c{max-width:420px;margin:8vh auto;text-align:center;padding:0 20px}
.s{display:flex;align-items:center;justify-content:center;gap:10px;width:100%;height:48px;border:1px solid #d6d3d1;border-radius:10px;background:#fff;font-size:15px;margin-bottom:10px;cursor:pointer}
.or{display:flex;align-items:center;gap:10px;color:#a8a29e;font-size:13px;margin:18px 0}.or:before,.or:after{content:"";flex:1;height:1px;background:#e7e5e4}
input{width:100%;height:48px;border:1px solid #d6d3d1;border-radius:10px;padding:0 14px;font-size:15px;box-sizing:border-box;margin-bottom:10px}
.go{width:100%;height:48px;border:0;border-radius:10px;background:#ea580c;color:#fff;font-size:16px;font-weight:700}
small{color:#78716c}
</style>
</head>
<body>
<div class="c">
<img src="/img/planwise-logo.svg" alt="Planwise" height="36">
<h1 style="font-size:28px">Start planning together</h1>
<p style="color:#57534e">Free for teams up to 10. No credit card required.</p>
<button class="s" onclick="location.href='/auth/google?intent=signup'"><img src="/img/g.svg" alt="" height="18"> Sign up with Google</button>
<button class="s" onclick="location.href='/auth/microsoft?intent=signup'"><img src="/img/ms.svg" alt="" height="18"> Sign up with Microsoft</button>
<button class="s" onclick="location.href='/auth/apple?intent=signup'"><img src="/img/apple.svg" alt="" height="18"> Sign up with Apple</button>
<div class="or">or with email</div>
<form method="post" action="/signup"><input type="hidden" name="plan" value="team"><input name="name" placeholder="Full name" autocomplete="name"><input name="email" type="email" placeholder="Work email" autocomplete="email"><input name="password" type="password" placeholder="Create a password (12+ characters)" autocomplete="new-password"><button class="go">Create account</button></form>
<p><small>By signing up you agree to our <a href="/terms">Terms</a> and <a href="/privacy">Privacy Policy</a>. Already have an account? <a href="https://app.planwise.io/login">Log in</a></small></p>
<p><small>Trusted by teams at Shopify-powered stores, 400+ universities and companies in 60 countries.</small></p>
</div>
</body>
</html>`),
  },
},
{
  id: 'a-mkt-passkey-vendor-de',
  label: 'clean',
  kind: 'marketing',
  url: 'https://www.schluesselwerk.de/produkte/passkeys-fuer-unternehmen',
  body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Passkeys für Unternehmen – phishingresistente Anmeldung | Schlüsselwerk</title>
<meta name="description" content="Ersetzen Sie Passwörter und SMS-Codes durch Passkeys. Integration mit Microsoft Entra ID, Okta und Google Workspace.">
<style>
body{margin:0;font-family:"Inter",Arial,sans-serif;color:#10213a;line-height:1.6}
nav{display:flex;justify-content:space-between;padding:16px 40px;border-bottom:1px solid #eef}
nav a{margin-left:20px;color:#10213a;text-decoration:none;font-size:15px}
.hero{background:#0e1d36;color:#fff;padding:60px 40px}
.hero h1{font-size:42px;max-width:760px;line-height:1.2}
.cmp{display:grid;grid-template-columns:1fr 1fr;gap:24px;max-width:1000px;margin:40px auto;padding:0 20px}
.cmp div{border-radius:14px;padding:22px}
.bad{background:#fff1f1}.good{background:#effaf3}
.fake{border:1px solid #ddd;border-radius:8px;background:#fff;padding:12px;font-size:13px;margin-top:10px}
.fake span{display:block;border:1px solid #ccc;border-radius:4px;padding:6px;margin:6px 0;color:#888}
.int{text-align:center;color:#4a5a75;margin:30px 0}
footer{background:#f5f7fb;padding:24px 40px;font-size:13px;color:#5a6a85}
</style>
</head>
<body>
<nav><b>Schlüsselwerk</b><span><a href="/produkte">Produkte</a><a href="/loesungen">Lösungen</a><a href="/preise">Preise</a><a href="https://portal.schluesselwerk.de/anmelden">Anmelden</a><a href="/demo" style="background:#2f6bff;color:#fff;padding:8px 14px;border-radius:8px">Demo anfragen</a></span></nav>
<div class="hero"><h1>Schluss mit Passwort-Phishing: Passkeys für Ihre gesamte Belegschaft</h1><p>Passkeys sind an die echte Domain gebunden. Eine gefälschte Microsoft-365-Anmeldeseite kann sie nicht abgreifen – egal wie echt sie aussieht.</p></div>
<div class="cmp">
<div class="bad"><h3>Heute: Passwort + SMS-Code</h3><p>Ein Mitarbeiter klickt auf „Dokument ansehen" und landet auf einer täuschend echten Kopie der Anmeldeseite:</p><div class="fake"><b>Beispiel (Nachbildung):</b> „Anmelden – Geben Sie Ihr Kennwort ein"<span>E-Mail, Telefon oder Skype</span><span>Kennwort</span><span>Code aus der SMS</span>Adresse: login-microsoftonline.sso-portal[.]com</div><p>Angreifer leiten Passwort und Code in Echtzeit weiter (Adversary-in-the-Middle).</p></div>
<div class="good"><h3>Mit Schlüsselwerk: Passkey</h3><p>Der Browser bietet den Passkey nur auf <b>login.microsoftonline.com</b> an. Auf der gefälschten Seite passiert – nichts. Kein Geheimnis, das man abtippen könnte.</p></div>
</div>
<div class="int">Integrationen: Microsoft Entra ID · Okta · Google Workspace · Ping Identity · Keycloak · SAP</div>
<footer>Schlüsselwerk GmbH · Karlsruhe · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · ISO 27001 zertifiziert</footer>
</body>
</html>`,
},
{
  id: 'a-mkt-bank-app-promo-it',
  label: 'clean',
  kind: 'marketing',
  url: 'https://www.bancavalleverde.it/privati/app-mobile',
  body: `<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>App Banca Valle Verde – la banca nel tuo smartphone</title>
<style>
body{margin:0;font-family:"Titillium Web",Arial,sans-serif;color:#16302b;line-height:1.6}
header{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;border-bottom:3px solid #2e8b57}
header a{margin-left:16px;color:#16302b;text-decoration:none}
.accedi{background:#2e8b57;color:#fff!important;padding:8px 16px;border-radius:20px}
.hero{display:flex;gap:40px;align-items:center;max-width:1000px;margin:40px auto;padding:0 20px;flex-wrap:wrap}
.hero div{flex:1;min-width:300px}
.phone{width:260px;height:520px;border-radius:36px;background:#16302b;padding:14px;box-sizing:border-box;margin:0 auto}
.screen{background:#fff;border-radius:24px;height:100%;padding:20px;box-sizing:border-box;font-size:13px}
.screen .f{border:1px solid #ccd;border-radius:6px;padding:8px;margin:8px 0;color:#889}
.stores img{height:44px;margin-right:10px}
.faq{max-width:800px;margin:0 auto 40px;padding:0 20px}
</style>
</head>
<body>
<header><b>Banca Valle Verde</b><nav><a href="/privati">Privati</a><a href="/imprese">Imprese</a><a href="/sicurezza">Sicurezza</a><a class="accedi" href="https://homebanking.bancavalleverde.it/login">Accedi</a></nav></header>
<section class="hero">
<div><h1>La tua banca, sempre con te</h1><p>Bonifici istantanei, pagamenti con Apple Pay e Google Pay, blocco carta in un tocco e notifiche in tempo reale. Accedi con impronta digitale o Face ID, senza più codici via SMS.</p>
<div class="stores"><img src="/img/app-store-it.svg" alt="Scarica su App Store"><img src="/img/google-play-it.svg" alt="Disponibile su Google Play"></div></div>
<div><div class="phone"><div class="screen"><b>Accedi</b><div class="f">Codice cliente</div><div class="f">PIN</div><div class="f" style="background:#2e8b57;color:#fff;text-align:center">Entra con Face ID</div><p style="color:#889">Immagine dimostrativa</p></div></div></div>
</section>
<section class="faq"><h2>Domande frequenti</h2><p><b>Mi avete mandato un SMS con un link per "riattivare l'app"?</b> No. Banca Valle Verde non invia mai link via SMS o e-mail per accedere o aggiornare l'app. Scarica l'app solo dagli store ufficiali.</p></section>
</body>
</html>`,
},
];
