import { type Entry, htmlRoute } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute, svgRoute } from '../parts/f-kit.js';

/** Held-out pages by author f, family "clean-logins" (dev split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-clean-login-nordwacht-versicherung",
    label: "clean",
    kind: "own-login",
    url: "https://kundenportal.nordwacht-versicherung.de/login?ziel=%2Fvertraege",
    body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Anmelden – Mein Nordwacht | Nordwacht Versicherung AG</title>
<link rel="stylesheet" href="/static/css/portal.3f21.css">
<link rel="icon" href="/favicon.ico">
<script>
var _paq=window._paq=window._paq||[];_paq.push(['disableCookies']);_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);
(function(){var u='https://statistik.nordwacht-versicherung.de/';_paq.push(['setTrackerUrl',u+'matomo.php']);_paq.push(['setSiteId','3']);var g=document.createElement('script');g.async=true;g.src=u+'matomo.js';document.head.appendChild(g)})();
</script>
</head>
<body>
<header class="kopf">
 <a class="marke" href="https://www.nordwacht-versicherung.de/"><span class="leuchtturm"></span>Nordwacht<small>Versicherung</small></a>
 <nav><a href="https://www.nordwacht-versicherung.de/privatkunden">Privatkunden</a><a href="https://www.nordwacht-versicherung.de/schaden-melden">Schaden melden</a><a href="https://www.nordwacht-versicherung.de/kontakt">Kontakt</a></nav>
</header>
<main class="raster">
 <section class="karte">
  <h1>Anmelden bei Mein Nordwacht</h1>
  <p class="einl">Verträge einsehen, Dokumente herunterladen, Schäden melden und Bankverbindung ändern – alles an einem Ort.</p>
  <form method="post" action="/auth/login" autocomplete="on">
   <input type="hidden" name="_csrf" value="q3ZkS2pPbE1qY0x0aXF2d0l1cGhqZw">
   <input type="hidden" name="ziel" value="/vertraege">
   <label for="kn">E-Mail-Adresse oder Kundennummer</label>
   <input id="kn" name="benutzer" autocomplete="username" required>
   <label for="pw">Passwort</label>
   <input id="pw" name="passwort" type="password" autocomplete="current-password" required>
   <button type="submit">Anmelden</button>
  </form>
  <p class="links"><a href="/passwort-vergessen">Passwort vergessen?</a> · <a href="/registrierung">Jetzt registrieren</a></p>
  <div class="hinweis"><b>Sicherheitshinweis:</b> Wir fragen Sie niemals per E-Mail, SMS oder Telefon nach Ihrem Passwort oder nach TANs. Melden Sie sich immer direkt über <b>kundenportal.nordwacht-versicherung.de</b> an.</div>
 </section>
 <aside class="karte hilfe">
  <h2>Noch kein Zugang?</h2>
  <p>Für die Registrierung benötigen Sie Ihre Versicherungsscheinnummer. Ihren Aktivierungscode senden wir Ihnen per Post zu.</p>
  <h2>Hilfe</h2>
  <p>Kundenservice: 0800 442 77 00 (kostenfrei)<br>Mo–Fr 8–20 Uhr, Sa 9–14 Uhr</p>
 </aside>
</main>
<footer class="fuss"><a href="https://www.nordwacht-versicherung.de/impressum">Impressum</a><a href="https://www.nordwacht-versicherung.de/datenschutz">Datenschutz</a><a href="https://www.nordwacht-versicherung.de/barrierefreiheit">Barrierefreiheit</a><span>© 2026 Nordwacht Versicherung AG, Am Sandtorkai 12, 20457 Hamburg</span></footer>
<div class="cmp" id="cmp" hidden><p>Wir setzen ausschließlich technisch notwendige Cookies ein. Reichweitenmessung erfolgt cookielos mit Matomo auf eigenen Servern.</p><button id="cmpok">Verstanden</button></div>
<script src="/static/js/portal.3f21.js" defer></script>
</body>
</html>
`,
    routes: {
      "kundenportal.nordwacht-versicherung.de/static/css/portal.3f21.css": cssRoute(`body{margin:0;font-family:"Source Sans 3",Arial,sans-serif;background:#eef3f6;color:#14313f}
.kopf{background:#fff;display:flex;align-items:center;justify-content:space-between;padding:14px 36px;border-bottom:3px solid #0a5c7a}
.marke{display:flex;align-items:center;gap:10px;color:#0a5c7a;font-weight:700;font-size:22px;text-decoration:none}.marke small{display:block;font-weight:400;font-size:12px;letter-spacing:2px;text-transform:uppercase}
.leuchtturm{width:18px;height:36px;background:linear-gradient(#c0392b 0 25%,#fff 25% 50%,#c0392b 50% 75%,#fff 75%);border:2px solid #0a5c7a;clip-path:polygon(30% 0,70% 0,100% 100%,0 100%)}
.kopf nav a{margin-left:24px;color:#14313f;text-decoration:none;font-size:15px}
.raster{max-width:1040px;margin:36px auto;display:grid;grid-template-columns:1.4fr 1fr;gap:24px;padding:0 20px}
.karte{background:#fff;border-radius:6px;padding:30px;box-shadow:0 1px 4px rgba(10,92,122,.12)}
h1{margin-top:0;font-size:26px}.einl{color:#4b6573}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #8ba3af;border-radius:4px;font-size:16px}
button{margin-top:22px;background:#0a5c7a;color:#fff;border:0;border-radius:4px;padding:12px 32px;font-size:16px;cursor:pointer}
.links a{color:#0a5c7a}.hinweis{margin-top:22px;background:#f3f8fa;border-left:4px solid #0a5c7a;padding:12px;font-size:14px}
.hilfe h2{font-size:18px}
.fuss{display:flex;gap:20px;flex-wrap:wrap;padding:24px 36px;font-size:13px;color:#4b6573}.fuss a{color:#4b6573}
.cmp{position:fixed;bottom:0;left:0;right:0;background:#14313f;color:#fff;padding:14px 36px;display:flex;gap:20px;align-items:center;font-size:14px}.cmp button{margin:0;background:#fff;color:#14313f;padding:8px 18px}
`),
      "kundenportal.nordwacht-versicherung.de/static/js/portal.3f21.js": jsRoute(`(function(){
 if(!localStorage.getItem('nw_cmp')){var c=document.getElementById('cmp');c.hidden=false;document.getElementById('cmpok').onclick=function(){localStorage.setItem('nw_cmp','1');c.hidden=true}}
 var f=document.querySelector('form');f.addEventListener('submit',function(){f.querySelector('button').disabled=true;f.querySelector('button').textContent='Anmeldung läuft …'});
})();
`),
      "statistik.nordwacht-versicherung.de/matomo.js": jsRoute(`window.Matomo=window.Matomo||{};
`),
      "kundenportal.nordwacht-versicherung.de/auth/login": htmlRoute(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Anmelden – Mein Nordwacht</title></head><body style="font-family:Arial;padding:40px"><p>Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie Ihre Eingaben. <a href="/login">Zurück zur Anmeldung</a></p></body></html>
`),
    },
  },
  {
    id: "f-clean-login-cascade-ridge-cu-otp",
    label: "clean",
    kind: "own-login-mfa",
    url: "https://online.cascaderidgecu.org/signin",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign In | Cascade Ridge Credit Union Online Banking</title>
<style>
body{margin:0;font-family:"Libre Franklin",Arial,sans-serif;background:#f3f6f4;color:#1f2b24}
.top{background:#1e5b3c;color:#fff;padding:0 30px;height:64px;display:flex;align-items:center;justify-content:space-between}
.top .lg{display:flex;align-items:center;gap:10px;font-weight:700;font-size:19px}
.mtn{width:34px;height:24px;background:#fff;clip-path:polygon(0 100%,35% 20%,50% 50%,70% 0,100% 100%)}
.top a{color:#d9ebe1;font-size:14px;margin-left:18px}
.w{max-width:420px;margin:50px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
h1{font-size:24px;margin:0 0 18px}
label{font-size:14px;font-weight:600;display:block;margin:14px 0 6px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #9bb0a3;border-radius:4px;font-size:16px}
.rm{display:flex;align-items:center;gap:6px;font-size:14px;margin-top:12px}.rm input{width:auto}
button{width:100%;margin-top:20px;background:#1e5b3c;color:#fff;border:0;border-radius:4px;padding:13px;font-size:16px;cursor:pointer}
.lk{font-size:14px;margin-top:16px}.lk a{color:#1e5b3c;display:block;margin:6px 0}
.ncua{font-size:12px;color:#5c6b62;text-align:center;margin:24px auto;max-width:600px}
.alert{background:#fff8e1;border-radius:6px;padding:12px;font-size:13px;margin-bottom:16px}
</style>
</head>
<body>
<div class="top"><div class="lg"><div class="mtn"></div>Cascade Ridge Credit Union</div><div><a href="https://www.cascaderidgecu.org/locations">Locations</a><a href="https://www.cascaderidgecu.org/contact">Contact</a></div></div>
<div class="w">
 <h1>Sign in to Online Banking</h1>
 <div class="alert">Reminder: CRCU staff will never call, text or email you asking for your password or one-time passcode. If someone does, hang up and call us at (541) 555-0148.</div>
 <form method="post" action="/signin/verify">
  <label for="u">Username</label><input id="u" name="username" autocomplete="username" required>
  <label for="p">Password</label><input id="p" name="password" type="password" autocomplete="current-password" required>
  <label class="rm"><input type="checkbox" name="remember"> Remember my username</label>
  <button>Sign In</button>
 </form>
 <div class="lk"><a href="/enroll">Enroll in Online Banking</a><a href="/forgot">Forgot username or password?</a></div>
</div>
<p class="ncua">Federally insured by NCUA. Equal Housing Opportunity. Routing number 323075880. © 2026 Cascade Ridge Credit Union, Bend, Oregon.</p>
</body>
</html>
`,
    routes: {
      "online.cascaderidgecu.org/signin/verify": htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Verify It's You | Cascade Ridge Credit Union</title>
<style>body{margin:0;font-family:"Libre Franklin",Arial,sans-serif;background:#f3f6f4;color:#1f2b24}.top{background:#1e5b3c;color:#fff;height:64px;display:flex;align-items:center;padding:0 30px;font-weight:700}.w{max-width:420px;margin:50px auto;background:#fff;border-radius:8px;padding:32px}h1{font-size:22px;margin-top:0}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #9bb0a3;border-radius:4px;font-size:20px;letter-spacing:6px;text-align:center}button{width:100%;margin-top:18px;background:#1e5b3c;color:#fff;border:0;border-radius:4px;padding:13px;font-size:16px}.s{font-size:13px;color:#5c6b62}</style>
</head>
<body>
<div class="top">Cascade Ridge Credit Union</div>
<div class="w">
 <h1>Verify it's you</h1>
 <p>We sent a 6-digit code by text to the mobile number ending in <b>•• 82</b>. The code expires in 10 minutes.</p>
 <p class="s"><b>Never share this code.</b> CRCU will never ask you for it by phone.</p>
 <form method="post" action="/signin/mfa"><input name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required><label class="s" style="display:block;margin-top:10px"><input type="checkbox" name="trust" style="width:auto"> Don't ask again on this device for 30 days</label><button>Verify</button></form>
 <p class="s"><a href="/signin/verify?resend=1" style="color:#1e5b3c">Resend code</a> · <a href="/signin/verify?method=voice" style="color:#1e5b3c">Call me instead</a></p>
</div>
</body>
</html>
`),
    },
  },
  {
    id: "f-clean-login-enerlumo-area-clienti",
    label: "clean",
    kind: "own-login-utility",
    url: "https://areaclienti.enerlumo.it/accedi?returnUrl=%2Fbollette",
    body: `<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Accedi all'Area Clienti | Enerlumo Luce e Gas</title>
<link rel="stylesheet" href="/css/area.min.css?v=20260203">
<script>
window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}
gtag('consent','default',{ad_storage:'denied',analytics_storage:'denied'});gtag('js',new Date());gtag('config','G-E7LM2Q4KZ1');
</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-E7LM2Q4KZ1"></script>
</head>
<body>
<header class="h"><a href="https://www.enerlumo.it/" class="logo"><span class="bulb"></span>enerlumo</a><nav><a href="https://www.enerlumo.it/offerte">Offerte</a><a href="https://www.enerlumo.it/assistenza">Assistenza</a><a href="https://www.enerlumo.it/guasti">Guasti</a></nav></header>
<main class="m">
 <section class="form">
  <h1>Accedi all'Area Clienti</h1>
  <p>Consulta e paga le bollette, comunica l'autolettura, attiva la domiciliazione bancaria.</p>
  <form method="post" action="/accedi">
   <input type="hidden" name="__RequestVerificationToken" value="CfDJ8N2xk1Zq7p0uY3hVb9mR">
   <label>Codice fiscale o email<input name="login" autocomplete="username" required></label>
   <label>Password<input name="password" type="password" autocomplete="current-password" required></label>
   <button>Accedi</button>
  </form>
  <p class="sm"><a href="/password-dimenticata">Hai dimenticato la password?</a> · <a href="/registrati">Registrati</a></p>
  <a class="spid" href="/spid/login?idp=select"><b>SPID</b> Entra con SPID</a>
  <a class="spid cie" href="/cie/login"><b>CIE</b> Entra con CIE</a>
 </section>
 <aside class="box">
  <h2>Attenzione alle truffe</h2>
  <p>Enerlumo non invia mai SMS con link per pagare bollette "scadute" o per ricevere rimborsi. In caso di dubbi chiama il numero verde <b>800 123 456</b>.</p>
  <h2>Bollette in scadenza</h2>
  <p>Puoi pagare con carta, PagoPA, bonifico o domiciliazione SEPA direttamente dall'Area Clienti.</p>
 </aside>
</main>
<footer class="f">Enerlumo S.p.A. – P.IVA 09876543210 – Via Tortona 33, 20144 Milano · <a href="https://www.enerlumo.it/privacy">Privacy</a> · <a href="https://www.enerlumo.it/cookie">Cookie policy</a></footer>
<div class="ck" id="ck">Utilizziamo cookie tecnici e, previo consenso, cookie analitici. <button id="cka">Accetta tutti</button><button id="ckr">Rifiuta</button></div>
<script>
document.getElementById('cka').onclick=function(){gtag('consent','update',{analytics_storage:'granted'});document.getElementById('ck').remove()};
document.getElementById('ckr').onclick=function(){document.getElementById('ck').remove()};
</script>
</body>
</html>
`,
    routes: {
      "areaclienti.enerlumo.it/css/area.min.css": cssRoute(`body{margin:0;font-family:Lato,Arial,sans-serif;background:#f7f7f2;color:#23301f}.h{display:flex;justify-content:space-between;align-items:center;padding:14px 32px;background:#fff;border-bottom:4px solid #7cb342}.logo{display:flex;align-items:center;gap:8px;color:#2e7d32;font-weight:800;font-size:22px;text-decoration:none}.bulb{width:22px;height:22px;border-radius:50%;background:#fdd835;box-shadow:0 0 0 4px #fff59d}.h nav a{margin-left:20px;color:#23301f;text-decoration:none}.m{max-width:1000px;margin:30px auto;display:grid;grid-template-columns:1.3fr 1fr;gap:24px;padding:0 20px}.form,.box{background:#fff;border-radius:10px;padding:28px}h1{margin-top:0;font-size:26px}label{display:block;font-weight:700;font-size:14px;margin:14px 0}label input{display:block;width:100%;box-sizing:border-box;margin-top:6px;padding:10px;border:1px solid #b5bfae;border-radius:6px;font-size:15px}button{background:#2e7d32;color:#fff;border:0;border-radius:24px;padding:12px 30px;font-size:15px;cursor:pointer}.sm{font-size:14px}.sm a{color:#2e7d32}.spid{display:flex;gap:10px;align-items:center;border:2px solid #0066cc;color:#0066cc;border-radius:6px;padding:10px;margin-top:10px;text-decoration:none;font-weight:700}.spid b{background:#0066cc;color:#fff;padding:2px 6px;border-radius:3px}.cie{border-color:#333;color:#333}.cie b{background:#333}.f{text-align:center;font-size:12px;color:#667;padding:20px}.f a{color:#667}.ck{position:fixed;bottom:0;left:0;right:0;background:#23301f;color:#fff;padding:12px 32px;font-size:13px}.ck button{margin-left:10px;padding:6px 14px;font-size:13px}
`),
      "www.googletagmanager.com/gtag/js?id=G-E7LM2Q4KZ1": jsRoute(`/* gtag stub */ window.google_tag_manager=window.google_tag_manager||{};
`),
    },
  },
  {
    id: "f-clean-login-ironfall-account-2fa",
    label: "clean",
    kind: "own-login-gaming",
    url: "https://account.ironfall-online.com/login?return_to=https%3A%2F%2Fstore.ironfall-online.com%2F",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Log In – Ironfall Online Account</title>
<style>
body{margin:0;min-height:100vh;background:#0d0f14 linear-gradient(180deg,rgba(13,15,20,.2),#0d0f14 70%),url('/static/bg-keep.svg') center top/cover no-repeat;color:#e9e4d8;font-family:"Cinzel","Trajan Pro",Georgia,serif}
.box{width:380px;margin:90px auto;background:rgba(22,24,32,.92);border:1px solid #3d3a33;padding:32px;font-family:Arial,sans-serif}
.t{text-align:center;font-family:Georgia,serif;font-size:28px;letter-spacing:4px;color:#d8b56a;margin-bottom:24px}
label{display:block;font-size:13px;color:#b9b2a3;margin:12px 0 6px}
input{width:100%;box-sizing:border-box;padding:11px;background:#0f1117;border:1px solid #4a463e;color:#fff;font-size:15px}
button{width:100%;margin-top:20px;padding:12px;background:linear-gradient(#d8b56a,#a7823a);border:0;color:#1b1408;font-weight:700;font-size:15px;cursor:pointer}
.s{font-size:13px;color:#9a9384;margin-top:16px;text-align:center}.s a{color:#d8b56a}
.step2{display:none}
</style>
</head>
<body>
<div class="box">
 <div class="t">IRONFALL</div>
 <form id="a" method="post" action="/login">
  <label>Email or Account Name</label><input name="login" autocomplete="username" required>
  <label>Password</label><input name="password" type="password" autocomplete="current-password" required>
  <button>Log In</button>
 </form>
 <p class="s"><a href="/recover">Can't log in?</a> · <a href="/signup">Create a free account</a></p>
 <p class="s">Protect your characters: enable the Ironfall Authenticator for a free mount. Game Masters will never ask for your password in-game or on Discord.</p>
</div>
</body>
</html>
`,
    routes: {
      "account.ironfall-online.com/static/bg-keep.svg": svgRoute(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><rect width="400" height="200" fill="#1a1f2b"/><path d="M0 160 L80 120 L140 150 L220 90 L300 140 L400 110 L400 200 L0 200Z" fill="#11141b"/><rect x="180" y="60" width="40" height="60" fill="#0d0f14"/><rect x="170" y="50" width="10" height="15" fill="#0d0f14"/><rect x="220" y="50" width="10" height="15" fill="#0d0f14"/></svg>
`),
      "account.ironfall-online.com/login": htmlRoute(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Authenticator – Ironfall Online Account</title><style>body{margin:0;background:#0d0f14;color:#e9e4d8;font-family:Arial,sans-serif}.box{width:380px;margin:90px auto;background:#161820;border:1px solid #3d3a33;padding:32px}input{width:100%;box-sizing:border-box;padding:11px;background:#0f1117;border:1px solid #4a463e;color:#fff;font-size:22px;letter-spacing:6px;text-align:center}button{width:100%;margin-top:18px;padding:12px;background:#d8b56a;border:0;font-weight:700}</style></head><body><div class="box"><h2 style="font-family:Georgia">Authenticator code</h2><p>Enter the 8-digit code shown in the Ironfall Authenticator app.</p><form method="post" action="/login/2fa"><input name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="8"><label style="display:block;margin-top:10px;font-size:13px"><input type="checkbox" name="remember" style="width:auto"> Remember this device</label><button>Continue</button></form><p style="font-size:12px;color:#9a9384">Lost your authenticator? <a href="/recover/authenticator" style="color:#d8b56a">Remove it with your recovery code</a>.</p></div></body></html>
`),
    },
  },
  {
    id: "f-clean-brand-docusign-signing-ersd",
    label: "clean",
    kind: "brand-doc-signing",
    url: "https://na3.docusign.net/Signing/EmailStart.aspx?a=3c9f1e27-6b44-4d0e-a8f1-9e2b7c1d5a60&etti=24&acct=8d1a0c4e-77b2-4f3a-9c11-2b6e0f9d8a31&er=b1e4f0a2-5d3c-4a8e-9f70-11c2d3e4f5a6",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>DocuSign</title>
<style>
body{margin:0;font-family:"Maven Pro",Helvetica,Arial,sans-serif;background:#f4f4f4;color:#1e1e1e}
.bar{background:#fff;border-bottom:1px solid #d9d9d9;padding:10px 20px;display:flex;align-items:center;justify-content:space-between}
.bar .lg{font-weight:700;font-size:18px}.bar .lg span{display:inline-block;width:8px;height:8px;background:#ffcc22;margin-left:2px}
.notice{background:#fff;border-bottom:1px solid #d9d9d9;padding:16px 20px;display:flex;gap:20px;align-items:center;font-size:14px}
.notice label{display:flex;gap:8px;align-items:flex-start}
.cont{margin-left:auto;background:#ffc820;border:0;padding:10px 26px;font-weight:700;cursor:pointer}
.cont:disabled{opacity:.5;cursor:not-allowed}
.doc{width:680px;margin:24px auto;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.15);padding:50px;min-height:700px;font-family:"Times New Roman",serif}
.doc h2{text-align:center}
.sender{font-size:13px;color:#555;padding:12px 20px;background:#fafafa;border-bottom:1px solid #e5e5e5}
</style>
</head>
<body>
<div class="bar"><div class="lg">DocuSign<span></span></div><div style="font-size:13px">OTHER ACTIONS ▾</div></div>
<div class="sender"><b>Harbourview Property Management</b> · leasing@harbourviewpm.com sent you a document to review and sign.</div>
<div class="notice">
 <label><input type="checkbox" id="ok"> <span>I agree to use <a href="/Signing/ERSD.aspx">electronic records and signatures</a>.</span></label>
 <span style="color:#666">Please read the Electronic Record and Signature Disclosure.</span>
 <button class="cont" id="c" disabled>CONTINUE</button>
</div>
<div class="doc">
 <h2>RESIDENTIAL LEASE RENEWAL AGREEMENT</h2>
 <p>This Lease Renewal Agreement is entered into between Harbourview Property Management ("Landlord") and the Tenant(s) named below for the premises located at Unit 4B, 1180 Marina Way.</p>
 <p>1. TERM. The lease is renewed for a period of twelve (12) months commencing April 1, 2026.</p>
 <p>2. RENT. Monthly rent shall be $2,140.00, payable on the first day of each month through the resident portal.</p>
 <p>3. All other terms of the original lease dated March 14, 2024 remain in full force and effect.</p>
</div>
<script>
var ok=document.getElementById('ok'),c=document.getElementById('c');ok.onchange=function(){c.disabled=!ok.checked};
c.onclick=function(){fetch('/Signing/api/ersd/accept'+location.search,{method:'POST',credentials:'same-origin'}).catch(function(){});document.querySelector('.notice').innerHTML='<span>Review the document, then click <b>START</b> to be guided through the signing tabs.</span><button class="cont" style="margin-left:auto">START</button>'};
</script>
</body>
</html>
`,
    routes: {
      "na3.docusign.net/Signing/api/ersd/accept": jsonRoute({ accepted: true }),
    },
  },
  {
    id: "f-clean-brand-slack-workspace-signin",
    label: "clean",
    kind: "brand-own-login",
    url: "https://ferrowave.slack.com/sign_in_with_password?redir=%2Farchives%2FC05QK2H7ZPA",
    body: `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in to Ferrowave | Slack</title>
<style>
body{margin:0;font-family:Slack-Lato,Lato,appleLogo,sans-serif;color:#1d1c1d}
.t{display:flex;justify-content:center;padding:40px 0 10px}
.logo{display:flex;align-items:center;gap:8px;font:900 30px/1 Arial;letter-spacing:-1px}
.hash{display:grid;grid-template-columns:10px 10px;gap:3px}.hash i{width:10px;height:10px;border-radius:3px;display:block}
.w{max-width:400px;margin:0 auto;text-align:center;padding:0 20px}
h1{font-size:40px;letter-spacing:-.75px;margin:20px 0 8px}.lead{color:#454245;font-size:18px;margin-bottom:28px}
input{width:100%;box-sizing:border-box;height:44px;padding:11px 12px;border:1px solid #868686;border-radius:4px;font-size:18px;margin-bottom:16px}
button{width:100%;height:44px;background:#4a154b;color:#fff;border:0;border-radius:4px;font-size:18px;font-weight:700;cursor:pointer}
.s{font-size:14px;color:#616061;margin-top:14px}.s a{color:#1264a3}
</style>
</head>
<body>
<div class="t"><div class="logo"><div class="hash"><i style="background:#36c5f0"></i><i style="background:#2eb67d"></i><i style="background:#e01e5a"></i><i style="background:#ecb22e"></i></div>slack</div></div>
<div class="w">
 <h1>Sign in to Ferrowave</h1>
 <p class="lead">ferrowave.slack.com</p>
 <form method="post" action="/sign_in_with_password">
  <input type="hidden" name="crumb" value="s-1739281199-3e6a0a1f2b-☃">
  <input type="hidden" name="redir" value="/archives/C05QK2H7ZPA">
  <input type="email" name="email" placeholder="name@work-email.com" autocomplete="email">
  <input type="password" name="password" placeholder="Your password" autocomplete="current-password">
  <button>Sign In</button>
 </form>
 <p class="s"><a href="/forgot">Forgot password?</a> · <a href="/sign_in_with_link">Email me a sign-in code instead</a></p>
 <p class="s">Trying to create a workspace? <a href="https://slack.com/get-started">Create a new workspace</a></p>
</div>
</body>
</html>
`,
  },
  {
    id: "f-clean-brand-kraken-signin",
    label: "clean",
    kind: "brand-own-login-crypto",
    url: "https://www.kraken.com/sign-in?redirect=%2Fu%2Ffunding%2Fdeposit%3Fasset%3DEUR",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in | Kraken</title>
<style>
body{margin:0;font-family:"Kraken Plex",IBMPlexSans,Arial,sans-serif;background:#f7f6fb;color:#101114}
.top{padding:22px 36px;display:flex;align-items:center;gap:6px;font:700 24px/1 Arial;color:#7132f5}
.top i{width:24px;height:24px;border-radius:50% 50% 4px 4px;background:#7132f5;display:inline-block}
.card{max-width:420px;margin:30px auto;background:#fff;border-radius:20px;padding:34px;box-shadow:0 4px 24px rgba(16,17,20,.06)}
h1{font-size:30px;margin:0 0 24px}
label{display:block;font-size:14px;font-weight:600;margin-bottom:6px}
input{width:100%;box-sizing:border-box;height:48px;padding:0 14px;border:1px solid #cfcfd6;border-radius:12px;font-size:16px;margin-bottom:18px}
button{width:100%;height:48px;background:#7132f5;color:#fff;border:0;border-radius:24px;font-size:16px;font-weight:600;cursor:pointer}
.n{font-size:13px;color:#686b82;margin-top:18px}.n a{color:#7132f5}
.sec{background:#f3efff;border-radius:12px;padding:12px;font-size:13px;margin-top:18px}
</style>
</head>
<body>
<div class="top"><i></i>kraken</div>
<div class="card">
 <h1>Sign in</h1>
 <form method="post" action="/api/internal/auth/sign-in">
  <label for="u">Username</label><input id="u" name="username" autocomplete="username">
  <label for="p">Password</label><input id="p" name="password" type="password" autocomplete="current-password">
  <button>Continue</button>
 </form>
 <p class="n"><a href="/forgot-password">Forgot password?</a> · <a href="/forgot-username">Forgot username?</a> · <a href="/sign-up">Create account</a></p>
 <div class="sec">🔐 Always check that you're on <b>www.kraken.com</b>. Kraken Support will never ask for your password, 2FA codes or Master Key, and never asks you to move funds to a "safe" wallet.</div>
</div>
</body>
</html>
`,
  },
  {
    id: "f-clean-webmail-roundcube-uni-kaltenbrunn",
    label: "clean",
    kind: "university-webmail",
    url: "https://webmail.uni-kaltenbrunn.de/?_task=login",
    body: `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0, shrink-to-fit=no, maximum-scale=1.0">
<title>Universität Kaltenbrunn Webmail :: Willkommen bei Universität Kaltenbrunn Webmail</title>
<meta name="referrer" content="same-origin">
<meta name="robots" content="noindex,nofollow">
<link rel="stylesheet" href="skins/elastic/styles/styles.min.css?s=1738651200">
<script src="program/js/jquery.min.js?s=1738651200"></script>
<script src="program/js/common.min.js?s=1738651200"></script>
<script src="program/js/app.min.js?s=1738651200"></script>
<script>
var rcmail = new rcube_webmail();
rcmail.set_env({"task":"login","standard_windows":false,"locale":"de_DE","devel_mode":null,"rcversion":10609,"cookie_domain":"","cookie_path":"/","cookie_secure":true,"skin":"elastic","x_frame_options":"sameorigin","request_token":"Q9fJk1mXa2LwP0rTz7","session_lifetime":600});
rcmail.add_label({"loading":"Lade...","servererror":"Serverfehler!","connerror":"Verbindungsfehler (Server konnte nicht erreicht werden)!"});
</script>
</head>
<body class="task-login action-none">
<div id="layout">
 <div id="layout-content" class="selected no-navbar" role="main">
  <img src="skins/elastic/images/logo.svg" id="logo" alt="Logo">
  <form id="login-form" name="login-form" method="post" class="propform" action="./?_task=login">
   <input type="hidden" name="_token" value="Q9fJk1mXa2LwP0rTz7">
   <input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_"><input type="hidden" name="_url" id="rcmloginurl" value="">
   <table><tbody>
    <tr><td class="title"><label for="rcmloginuser">Benutzername</label></td><td class="input"><input name="_user" id="rcmloginuser" required size="40" autocapitalize="off" autocomplete="off" class="form-control" placeholder="Uni-Kennung (z. B. ab12cdef)"></td></tr>
    <tr><td class="title"><label for="rcmloginpwd">Passwort</label></td><td class="input"><input name="_pass" id="rcmloginpwd" required size="40" autocapitalize="off" autocomplete="off" type="password" class="form-control"></td></tr>
   </tbody></table>
   <p class="formbuttons"><button type="submit" id="rcmloginsubmit" class="button mainaction submit">Anmelden</button></p>
   <div id="login-footer" role="contentinfo">Universität Kaltenbrunn Webmail<br>
    <a href="https://www.rz.uni-kaltenbrunn.de/dienste/e-mail/">Hilfe zu E-Mail</a> · <a href="https://www.rz.uni-kaltenbrunn.de/sicherheit/phishing/">Aktuelle Phishing-Warnungen</a> · <a href="https://www.uni-kaltenbrunn.de/impressum">Impressum</a> · <a href="https://www.uni-kaltenbrunn.de/datenschutz">Datenschutz</a>
   </div>
  </form>
  <p class="hint" style="max-width:400px;margin:20px auto;font-size:13px;color:#555">Das Rechenzentrum fordert Sie niemals per E-Mail auf, Ihr Passwort auf einer Webseite zu „bestätigen“ oder Ihr Postfach „zu erweitern“. Geben Sie Ihr Passwort nur unter <b>webmail.uni-kaltenbrunn.de</b> und <b>idm.uni-kaltenbrunn.de</b> ein.</p>
 </div>
</div>
<noscript><p class="noscriptwarning">Warnung: Dieser Webmail-Dienst benötigt JavaScript! Um ihn nutzen zu können, aktivieren Sie bitte JavaScript in Ihren Browser-Einstellungen.</p></noscript>
<script>document.getElementById('rcmlogintz').value=Intl.DateTimeFormat().resolvedOptions().timeZone;</script>
</body>
</html>
`,
    routes: {
      "webmail.uni-kaltenbrunn.de/skins/elastic/styles/styles.min.css": cssRoute(`body{margin:0;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;background:#f4f4f4;color:#2c363a}#layout-content{text-align:center;padding-top:80px}#logo{max-width:260px;margin-bottom:30px}#login-form{display:inline-block;text-align:left;background:#fff;padding:30px 40px;border-radius:4px;box-shadow:0 0 2px #ccc}#login-form td{padding:6px}.form-control{width:260px;padding:8px;border:1px solid #ced4da;border-radius:4px;font-size:14px}.mainaction{background:#37beff;border:0;color:#fff;padding:9px 26px;border-radius:4px;font-size:14px;width:100%}.formbuttons{text-align:center}#login-footer{text-align:center;font-size:12px;color:#999;margin-top:20px}#login-footer a{color:#37beff}
`),
      "webmail.uni-kaltenbrunn.de/skins/elastic/images/logo.svg": svgRoute(`<svg xmlns="http://www.w3.org/2000/svg" width="260" height="60"><rect width="60" height="60" rx="6" fill="#00457d"/><text x="30" y="40" font-family="Georgia" font-size="28" fill="#fff" text-anchor="middle">UK</text><text x="72" y="28" font-family="Georgia" font-size="18" fill="#00457d">Universität</text><text x="72" y="50" font-family="Georgia" font-size="18" fill="#00457d">Kaltenbrunn</text></svg>
`),
      "webmail.uni-kaltenbrunn.de/program/js/jquery.min.js": jsRoute(`/*! jQuery v3.7.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */
window.jQuery=window.$=function(s){return document.querySelectorAll(s)};
`),
      "webmail.uni-kaltenbrunn.de/program/js/common.min.js": jsRoute(`/** Roundcube Webmail common client script | @licstart GNU GPLv3+ @licend */
window.rcube_event={};
`),
      "webmail.uni-kaltenbrunn.de/program/js/app.min.js": jsRoute(`/** Roundcube Webmail Client Script | @licstart GNU GPLv3+ @licend */
function rcube_webmail(){this.env={};this.labels={};this.set_env=function(e){for(var k in e)this.env[k]=e[k]};this.add_label=function(l){for(var k in l)this.labels[k]=l[k]}}
`),
    },
  },
  {
    id: "f-clean-webmail-veluwenet-isp-nl",
    label: "clean",
    kind: "isp-webmail",
    url: "https://webmail.veluwenet.nl/inloggen",
    body: `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Webmail | VeluweNet</title>
<style>
body{margin:0;font-family:"Fira Sans",Arial,sans-serif;background:#f1f5f1;color:#1f2d1f}
.h{background:#2f6b2f;color:#fff;padding:14px 30px;display:flex;align-items:center;justify-content:space-between}
.h b{font-size:22px}.h b span{color:#c5e1a5}
.h a{color:#e4f2e4;font-size:14px;margin-left:16px}
.b{max-width:900px;margin:40px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 20px}
.k{background:#fff;border-radius:8px;padding:28px}
h1{font-size:24px;margin-top:0}
label{display:block;font-size:14px;margin:12px 0 6px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #9fb59f;border-radius:4px;font-size:15px}
button{margin-top:18px;background:#2f6b2f;color:#fff;border:0;border-radius:4px;padding:11px 26px;font-size:15px;cursor:pointer}
.st{font-size:14px}.st li{margin-bottom:8px}
.ok{display:inline-block;width:10px;height:10px;border-radius:50%;background:#43a047;margin-right:6px}
.waar{background:#fff8e1;border-radius:6px;padding:12px;font-size:13px;margin-top:16px}
footer{text-align:center;font-size:12px;color:#5b6e5b;padding:30px}
</style>
</head>
<body>
<div class="h"><b>Veluwe<span>Net</span></b><div><a href="https://www.veluwenet.nl/internet">Internet</a><a href="https://www.veluwenet.nl/service">Service</a><a href="https://mijn.veluwenet.nl/">Mijn VeluweNet</a></div></div>
<div class="b">
 <div class="k">
  <h1>Inloggen op webmail</h1>
  <form method="post" action="/inloggen">
   <label for="a">E-mailadres</label><input id="a" name="email" type="email" placeholder="naam@veluwenet.nl" autocomplete="username" required>
   <label for="w">Wachtwoord</label><input id="w" name="wachtwoord" type="password" autocomplete="current-password" required>
   <button>Inloggen</button>
  </form>
  <p style="font-size:13px"><a href="https://mijn.veluwenet.nl/wachtwoord-vergeten" style="color:#2f6b2f">Wachtwoord vergeten?</a></p>
  <div class="waar"><b>Let op phishing:</b> wij sturen nooit berichten dat uw mailbox "vol" is of "wordt afgesloten" met een link om in te loggen. Twijfelt u? Bel 0341 – 700 400.</div>
 </div>
 <div class="k st">
  <h2 style="font-size:18px;margin-top:0">Storingen en onderhoud</h2>
  <ul><li><span class="ok"></span>E-mail (IMAP/SMTP): geen storingen</li><li><span class="ok"></span>Webmail: geen storingen</li><li><span class="ok"></span>Glasvezel Ermelo/Putten: normaal</li></ul>
  <p>Instellingen voor uw mailprogramma: IMAP <b>imap.veluwenet.nl</b> (poort 993, SSL), SMTP <b>smtp.veluwenet.nl</b> (poort 587, STARTTLS).</p>
 </div>
</div>
<footer>© 2026 VeluweNet B.V. · KvK 08123456 · Privacyverklaring · Cookies</footer>
</body>
</html>
`,
  },
];
