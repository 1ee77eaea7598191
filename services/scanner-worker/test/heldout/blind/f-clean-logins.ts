import { type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute, svgRoute } from '../parts/f-kit.js';

/** Held-out pages by author f, family "clean-logins" (blind split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-clean-login-transvia-cargo-es",
    label: "clean",
    kind: "own-login",
    url: "https://portal.transviacargo.es/acceso",
    body: `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Acceso clientes · Transvía Cargo</title>
<style>
body{margin:0;font-family:"Work Sans",Arial,sans-serif;display:flex;min-height:100vh;color:#1c2430}
.izq{flex:1;background:#12355b url('/img/camion.svg') no-repeat center 70%/60%;color:#fff;padding:50px;display:flex;flex-direction:column}
.izq .m{font-size:26px;font-weight:700;letter-spacing:1px}.izq .m span{color:#f7a823}
.izq h2{margin-top:auto;font-weight:400;font-size:28px;max-width:420px}
.der{width:460px;display:flex;align-items:center;justify-content:center;background:#fff}
.f{width:340px}
h1{font-size:24px;margin:0 0 6px}.s{color:#5a6677;font-size:14px;margin:0 0 24px}
label{font-size:13px;font-weight:600;display:block;margin:14px 0 6px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #c3cad4;border-radius:6px;font-size:15px}
button{width:100%;margin-top:22px;padding:12px;background:#f7a823;border:0;border-radius:6px;font-size:15px;font-weight:700;color:#12355b;cursor:pointer}
.l{font-size:13px;margin-top:14px;display:flex;justify-content:space-between}.l a{color:#12355b}
.pie{font-size:11px;color:#8a94a3;margin-top:40px}
.rgpd{position:fixed;bottom:16px;right:16px;width:320px;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:14px;font-size:12px;box-shadow:0 4px 16px rgba(0,0,0,.12)}
.rgpd button{width:auto;margin:8px 6px 0 0;padding:6px 12px;font-size:12px}
</style>
</head>
<body>
<div class="izq"><div class="m">TRANSVÍA<span>·</span>CARGO</div><h2>Seguimiento de envíos, albaranes y facturación para clientes B2B.</h2></div>
<div class="der"><div class="f">
 <h1>Acceso clientes</h1><p class="s">Introduce tus credenciales del portal de empresa</p>
 <form method="post" action="/acceso/entrar">
  <label for="cif">CIF de la empresa</label><input id="cif" name="cif" required>
  <label for="us">Usuario</label><input id="us" name="usuario" autocomplete="username" required>
  <label for="pw">Contraseña</label><input id="pw" name="clave" type="password" autocomplete="current-password" required>
  <button>Entrar</button>
 </form>
 <div class="l"><a href="/acceso/recuperar">¿Olvidaste tu contraseña?</a><a href="https://www.transviacargo.es/alta-cliente">Solicitar alta</a></div>
 <p class="pie">Transvía Cargo S.L. · Polígono Industrial Cobo Calleja, Fuenlabrada (Madrid) · <a href="https://www.transviacargo.es/privacidad">Política de privacidad</a></p>
</div></div>
<div class="rgpd" id="rgpd">Usamos cookies técnicas necesarias para el funcionamiento del portal y, si lo aceptas, cookies analíticas. <br><button onclick="document.getElementById('rgpd').remove()">Aceptar</button><button onclick="document.getElementById('rgpd').remove()">Solo necesarias</button></div>
</body>
</html>
`,
    routes: {
      "portal.transviacargo.es/img/camion.svg": svgRoute(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80"><rect x="5" y="15" width="120" height="45" fill="#1d4c80"/><path d="M125 30h40l25 20v10h-65z" fill="#f7a823"/><circle cx="40" cy="65" r="10" fill="#0b2038"/><circle cx="160" cy="65" r="10" fill="#0b2038"/></svg>
`),
    },
  },
  {
    id: "f-clean-login-medicentrum-praha-cs",
    label: "clean",
    kind: "own-login-patient-portal",
    url: "https://portal.medicentrum-praha.cz/prihlaseni",
    body: `<!DOCTYPE html>
<html lang="cs">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Přihlášení | Pacientský portál MediCentrum Praha</title>
<style>
body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f5f8fb;color:#1b2a3a}
header{background:#fff;border-bottom:1px solid #dce4ec;padding:12px 30px;display:flex;align-items:center;justify-content:space-between}
.l{display:flex;align-items:center;gap:10px;font-weight:700;color:#00796b;font-size:20px}
.kriz{width:28px;height:28px;background:linear-gradient(#00796b,#00796b) center/8px 100% no-repeat,linear-gradient(#00796b,#00796b) center/100% 8px no-repeat}
header a{color:#1b2a3a;font-size:14px;margin-left:16px}
.c{max-width:880px;margin:40px auto;display:grid;grid-template-columns:1fr 1fr;gap:24px;padding:0 20px}
.b{background:#fff;border-radius:8px;padding:28px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
h1{font-size:24px;margin-top:0}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #a9b8c6;border-radius:4px;font-size:15px}
button{margin-top:20px;background:#00796b;color:#fff;border:0;border-radius:4px;padding:12px 26px;font-size:15px;cursor:pointer}
.alt{margin-top:18px;border-top:1px solid #eee;padding-top:16px}
.alt a{display:flex;align-items:center;gap:8px;border:1px solid #c9d4de;border-radius:4px;padding:10px;color:#1b2a3a;text-decoration:none;font-size:14px;margin-bottom:8px}
.alt a i{width:24px;height:16px;background:linear-gradient(#fff 50%,#d7141a 50%);position:relative;border:1px solid #ccc}.alt a i:before{content:"";position:absolute;left:0;top:0;border-left:12px solid #11457e;border-top:8px solid transparent;border-bottom:8px solid transparent}
.info li{margin-bottom:8px;font-size:14px}
footer{text-align:center;font-size:12px;color:#6b7b8b;padding:30px}
</style>
</head>
<body>
<header><div class="l"><div class="kriz"></div>MediCentrum Praha</div><div><a href="https://www.medicentrum-praha.cz/ordinace">Ordinace</a><a href="https://www.medicentrum-praha.cz/kontakt">Kontakt</a></div></header>
<div class="c">
 <div class="b">
  <h1>Přihlášení do pacientského portálu</h1>
  <form method="post" action="/prihlaseni/overeni">
   <label for="e">E-mail</label><input id="e" name="email" type="email" autocomplete="username" required>
   <label for="h">Heslo</label><input id="h" name="heslo" type="password" autocomplete="current-password" required>
   <button>Přihlásit se</button>
  </form>
  <p style="font-size:13px"><a href="/zapomenute-heslo" style="color:#00796b">Zapomenuté heslo</a> · <a href="/registrace" style="color:#00796b">Registrace nového pacienta</a></p>
  <div class="alt"><p style="font-size:13px;margin-top:0">Nebo se přihlaste pomocí elektronické identity:</p><a href="https://nia.identita.gov.cz/"><i></i>Identita občana (NIA) / Bankovní identita</a></div>
 </div>
 <div class="b info">
  <h2 style="font-size:18px;margin-top:0">V portálu můžete</h2>
  <ul><li>objednat se k lékaři online,</li><li>zobrazit výsledky laboratorních vyšetření,</li><li>stáhnout lékařské zprávy a eRecepty,</li><li>zaplatit nadstandardní služby kartou.</li></ul>
  <p style="font-size:13px;color:#6b7b8b">Pro ochranu vašich zdravotních údajů vyžadujeme při prvním přihlášení z nového zařízení ověřovací kód zaslaný SMS.</p>
 </div>
</div>
<footer>© 2026 MediCentrum Praha s.r.o. · Vinohradská 2405/190, 130 00 Praha 3 · Zásady ochrany osobních údajů · Cookies</footer>
</body>
</html>
`,
  },
  {
    id: "f-clean-login-ledgerline-sso-buttons",
    label: "clean",
    kind: "own-login-saas",
    url: "https://app.ledgerline.io/login?next=%2Finvoices",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Log in · Ledgerline</title>
<meta name="description" content="Ledgerline – invoicing and bookkeeping for small teams">
<link rel="stylesheet" href="/assets/auth-7b1c0e.css">
<script defer data-domain="app.ledgerline.io" src="https://plausible.ledgerline.io/js/script.js"></script>
</head>
<body>
<div class="auth">
 <a class="brand" href="https://www.ledgerline.io/"><svg width="28" height="28" viewBox="0 0 28 28"><rect width="28" height="28" rx="7" fill="#4f46e5"/><path d="M8 7v14h12" stroke="#fff" stroke-width="3" fill="none"/></svg>Ledgerline</a>
 <h1>Welcome back</h1>
 <p class="muted">Log in to your Ledgerline workspace</p>
 <a class="sso" href="https://accounts.google.com/o/oauth2/v2/auth?client_id=802114452917-ledgerline.apps.googleusercontent.com&amp;redirect_uri=https%3A%2F%2Fapp.ledgerline.io%2Fauth%2Fgoogle%2Fcallback&amp;response_type=code&amp;scope=openid%20email%20profile&amp;state=lgl_8c1e"><span class="g"></span>Continue with Google</a>
 <a class="sso" href="https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=3f1b9d0e-55a4-4c2e-9e2c-ledgerline&amp;redirect_uri=https%3A%2F%2Fapp.ledgerline.io%2Fauth%2Fmicrosoft%2Fcallback&amp;response_type=code&amp;scope=openid%20email%20profile"><span class="ms"></span>Continue with Microsoft</a>
 <div class="or"><span>or</span></div>
 <form method="post" action="/session">
  <input type="hidden" name="authenticity_token" value="vD3x0aJ1kz9N7p0Q2mWmY8b1uR4sT6yE">
  <label>Email<input type="email" name="email" autocomplete="email" required></label>
  <label>Password<input type="password" name="password" autocomplete="current-password" required></label>
  <button type="submit">Log in</button>
 </form>
 <p class="muted small"><a href="/password/new">Forgot password?</a> · New to Ledgerline? <a href="/signup">Start a free trial</a></p>
 <p class="muted tiny">Protected by SSO-enforced workspaces and optional TOTP two-factor authentication. <a href="https://www.ledgerline.io/security">Security at Ledgerline</a></p>
</div>
</body>
</html>
`,
    routes: {
      "app.ledgerline.io/assets/auth-7b1c0e.css": cssRoute(`body{margin:0;font-family:Inter,system-ui,-apple-system,Arial,sans-serif;background:#f8fafc;color:#0f172a;display:flex;justify-content:center}
.auth{width:380px;margin:70px 0;background:#fff;border:1px solid #e2e8f0;border-radius:14px;padding:32px}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;color:#0f172a;text-decoration:none;font-size:18px;margin-bottom:22px}
h1{font-size:24px;margin:0}.muted{color:#64748b}.small{font-size:14px}.tiny{font-size:12px}
.sso{display:flex;align-items:center;justify-content:center;gap:10px;border:1px solid #cbd5e1;border-radius:8px;padding:10px;color:#0f172a;text-decoration:none;font-size:15px;margin-top:12px}
.g{width:16px;height:16px;border-radius:50%;background:conic-gradient(#ea4335 0 25%,#fbbc05 0 50%,#34a853 0 75%,#4285f4 0)}
.ms{width:16px;height:16px;background:linear-gradient(90deg,#f25022 50%,#7fba00 50%) top/100% 50% no-repeat,linear-gradient(90deg,#00a4ef 50%,#ffb900 50%) bottom/100% 50% no-repeat}
.or{text-align:center;margin:18px 0;position:relative;color:#94a3b8;font-size:13px}.or:before{content:"";position:absolute;left:0;right:0;top:50%;border-top:1px solid #e2e8f0}.or span{background:#fff;padding:0 10px;position:relative}
label{display:block;font-size:14px;font-weight:500;margin-bottom:14px}
input{display:block;width:100%;box-sizing:border-box;margin-top:6px;padding:10px;border:1px solid #cbd5e1;border-radius:8px;font-size:15px}
button{width:100%;background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:11px;font-size:15px;font-weight:600;cursor:pointer}
a{color:#4f46e5}
`),
      "plausible.ledgerline.io/js/script.js": jsRoute(`!function(){window.plausible=window.plausible||function(){(window.plausible.q=window.plausible.q||[]).push(arguments)}}();
`),
    },
  },
  {
    id: "f-clean-login-hillcrest-usd-launchpad",
    label: "clean",
    kind: "own-login-school",
    url: "https://launchpad.hillcrestusd.org/",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Hillcrest Unified School District – LaunchPad Sign In</title>
<style>
body{margin:0;font-family:"Nunito",Arial,sans-serif;background:#eaf1fb url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><circle cx="60" cy="60" r="2" fill="%23c9d8ef"/></svg>');color:#1a2a44}
.bar{background:#14325c;color:#fff;padding:12px 24px;display:flex;align-items:center;gap:12px}
.crest{width:36px;height:40px;background:#f2b632;clip-path:polygon(0 0,100% 0,100% 60%,50% 100%,0 60%);display:flex;align-items:center;justify-content:center;color:#14325c;font-weight:800;font-size:14px}
.card{max-width:420px;margin:60px auto;background:#fff;border-radius:14px;padding:30px;box-shadow:0 6px 20px rgba(20,50,92,.12);text-align:center}
h1{font-size:22px;margin:0 0 6px}.s{color:#5b6b85;font-size:14px}
.opt{display:flex;align-items:center;gap:12px;border:1px solid #d3dcea;border-radius:10px;padding:14px;margin-top:12px;text-decoration:none;color:#1a2a44;font-weight:600;text-align:left}
.opt i{width:30px;height:30px;border-radius:6px;display:inline-block}
.fine{font-size:12px;color:#5b6b85;margin-top:22px;line-height:1.5}
details{text-align:left;margin-top:16px;font-size:14px}
details input{width:100%;box-sizing:border-box;padding:10px;margin-top:8px;border:1px solid #bbb;border-radius:6px}
details button{margin-top:10px;background:#14325c;color:#fff;border:0;border-radius:6px;padding:10px 18px}
</style>
</head>
<body>
<div class="bar"><div class="crest">H</div><b>Hillcrest Unified School District</b></div>
<div class="card">
 <h1>Sign in to LaunchPad</h1>
 <p class="s">Students, staff and families: choose how you sign in.</p>
 <a class="opt" href="https://accounts.google.com/o/saml2/initsso?idpid=C03k1x7qz&amp;spid=551230982217&amp;forceauthn=false"><i style="background:conic-gradient(#ea4335 0 25%,#fbbc05 0 50%,#34a853 0 75%,#4285f4 0);border-radius:50%"></i>Students – Sign in with Google (@students.hillcrestusd.org)</a>
 <a class="opt" href="https://login.microsoftonline.com/hillcrestusd.org/saml2?SAMLRequest=fZJNT8MwDIbv"><i style="background:#0078d4"></i>Staff – Sign in with Microsoft 365</a>
 <a class="opt" href="https://parents.hillcrestusd.org/ParentPortal/Login"><i style="background:#f2b632"></i>Parents – ParentVUE / StudentVUE</a>
 <details><summary>Substitute teachers and guests</summary>
  <form method="post" action="/local/login"><input name="username" placeholder="Username" autocomplete="username"><input name="password" type="password" placeholder="Password" autocomplete="current-password"><button>Sign in</button></form>
 </details>
 <p class="fine">Need help? Students should ask their teacher; staff can contact the Technology Help Desk at ext. 4357 or helpdesk@hillcrestusd.org. <b>HUSD Technology will never ask for your password by email.</b></p>
</div>
</body>
</html>
`,
  },
  {
    id: "f-clean-login-kaleva-mobile-fi",
    label: "clean",
    kind: "own-login-telco",
    url: "https://oma.kalevamobile.fi/kirjaudu",
    body: `<!DOCTYPE html>
<html lang="fi">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kirjaudu OmaKalevaan | Kaleva Mobile</title>
<style>
body{margin:0;font-family:"Inter",Arial,sans-serif;background:#fff;color:#151b2c}
.h{display:flex;align-items:center;justify-content:space-between;padding:16px 32px}
.lg{font:800 24px/1 Arial;color:#2d1e6b;display:flex;align-items:center;gap:6px}.lg i{width:18px;height:18px;background:#ff5a5f;border-radius:50%;display:inline-block}
.h a{color:#151b2c;margin-left:18px;font-size:14px}
.wrap{max-width:980px;margin:20px auto;display:flex;gap:40px;padding:0 20px;align-items:flex-start}
.kuva{flex:1;border-radius:20px;height:380px;background:linear-gradient(135deg,#2d1e6b,#ff5a5f);color:#fff;padding:30px;box-sizing:border-box;font-size:28px;font-weight:700}
.lom{width:380px}
h1{font-size:28px;margin:0 0 16px}
.tunn{display:block;text-align:center;background:#2d1e6b;color:#fff;padding:14px;border-radius:30px;text-decoration:none;font-weight:600;margin-bottom:14px}
.tai{text-align:center;color:#777;font-size:13px;margin:14px 0}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 6px}
input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #c4c8d4;border-radius:10px;font-size:16px}
button{width:100%;margin-top:18px;background:#fff;color:#2d1e6b;border:2px solid #2d1e6b;border-radius:30px;padding:12px;font-size:15px;font-weight:700;cursor:pointer}
.pieni{font-size:13px;color:#555;margin-top:14px}
footer{background:#f3f2f8;padding:24px 32px;font-size:12px;color:#555;margin-top:50px}
</style>
</head>
<body>
<div class="h"><div class="lg"><i></i>kaleva mobile</div><div><a href="https://www.kalevamobile.fi/liittymat">Liittymät</a><a href="https://www.kalevamobile.fi/laajakaista">Laajakaista</a><a href="https://www.kalevamobile.fi/asiakaspalvelu">Asiakaspalvelu</a></div></div>
<div class="wrap">
 <div class="kuva">OmaKaleva – laskut, liittymät ja saldot yhdessä paikassa.</div>
 <div class="lom">
  <h1>Kirjaudu sisään</h1>
  <a class="tunn" href="https://tunnistus.kalevamobile.fi/vahva-tunnistautuminen?palvelu=oma">Tunnistaudu pankkitunnuksilla tai mobiilivarmenteella</a>
  <div class="tai">tai kirjaudu sähköpostilla</div>
  <form method="post" action="/kirjaudu">
   <label for="s">Sähköposti</label><input id="s" name="sahkoposti" type="email" autocomplete="username" required>
   <label for="sal">Salasana</label><input id="sal" name="salasana" type="password" autocomplete="current-password" required>
   <button>Kirjaudu</button>
  </form>
  <p class="pieni"><a href="/unohtunut-salasana">Unohditko salasanasi?</a></p>
  <p class="pieni">Huomio: Kaleva Mobile ei koskaan pyydä tunnuksiasi tekstiviestillä tai sähköpostilla. Ilmoita epäilyttävistä viesteistä osoitteeseen huijaus@kalevamobile.fi.</p>
 </div>
</div>
<footer>Kaleva Mobile Oy · Y-tunnus 3123456-7 · Hämeenkatu 20, 33200 Tampere · Tietosuoja · Evästeasetukset</footer>
</body>
</html>
`,
  },
  {
    id: "f-clean-login-paystream-ess",
    label: "clean",
    kind: "own-login-payroll",
    url: "https://ess.paystreamhr.com/login?tenant=marlow-foods",
    body: `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Employee Self Service – Marlow Foods Ltd | Paystream HR</title>
<style>
body{margin:0;font-family:"Segoe UI",Roboto,Arial,sans-serif;background:#f2f4f7;color:#222b38}
.top{background:#fff;border-bottom:1px solid #dde2ea;padding:12px 28px;display:flex;align-items:center;justify-content:space-between}
.ps{font-weight:700;color:#0f766e;display:flex;align-items:center;gap:8px}.ps i{width:20px;height:20px;background:#0f766e;border-radius:50%;display:inline-block;box-shadow:6px 0 0 #14b8a6}
.co{font-size:14px;color:#555}
.card{max-width:400px;margin:56px auto;background:#fff;border-radius:8px;padding:30px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
.emp{display:flex;align-items:center;gap:12px;margin-bottom:18px}.emp span{width:44px;height:44px;border-radius:8px;background:#fde68a;display:flex;align-items:center;justify-content:center;font-weight:800;color:#92400e}
h1{font-size:20px;margin:0}
label{display:block;font-size:14px;margin:14px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #b7c0cc;border-radius:4px;font-size:15px}
button{width:100%;margin-top:20px;background:#0f766e;color:#fff;border:0;border-radius:4px;padding:12px;font-size:15px;cursor:pointer}
.sm{font-size:13px;color:#5a6472}.sm a{color:#0f766e}
</style>
</head>
<body>
<div class="top"><div class="ps"><i></i>Paystream HR</div><div class="co">Employer: Marlow Foods Ltd</div></div>
<div class="card">
 <div class="emp"><span>MF</span><div><h1>Employee Self Service</h1><div class="sm">Payslips · P60s · Holiday · Bank details</div></div></div>
 <form method="post" action="/login?tenant=marlow-foods">
  <label>Employee email or payroll number</label><input name="username" autocomplete="username" required>
  <label>Password</label><input name="password" type="password" autocomplete="current-password" required>
  <button>Sign in</button>
 </form>
 <p class="sm" style="margin-top:14px"><a href="/forgot?tenant=marlow-foods">Forgotten password?</a> · <a href="/activate?tenant=marlow-foods">Activate your account</a></p>
 <p class="sm">For your security, changes to bank details require a code sent to your registered mobile and are confirmed by email. If you didn't request a change, contact payroll@marlowfoods.co.uk.</p>
</div>
</body>
</html>
`,
  },
  {
    id: "f-clean-brand-dropbox-login-cont",
    label: "clean",
    kind: "brand-own-login",
    url: "https://www.dropbox.com/login?cont=https%3A%2F%2Fwww.dropbox.com%2Fscl%2Ffi%2Fq8v2m1x7k0p%2FQ1-board-pack.pdf%3Frlkey%3Dt4w9c",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dropbox - Log in</title>
<meta name="referrer" content="origin-when-cross-origin">
<link rel="canonical" href="https://www.dropbox.com/login">
<style>
body{margin:0;font-family:"Sharp Grotesk DB Cyr Book 20",AtlasGrotesk,Helvetica,Arial,sans-serif;background:#fff;color:#1e1919}
.hd{display:flex;align-items:center;gap:10px;padding:18px 32px}.hd b{font-size:20px}
.m{max-width:420px;margin:40px auto;padding:0 20px}
h1{font-size:32px;font-weight:500;margin:0 0 24px}
.sso{display:flex;align-items:center;justify-content:center;gap:10px;border:1px solid #bbb5ae;border-radius:4px;padding:11px;margin-bottom:10px;font-size:15px;color:#1e1919;text-decoration:none}
.or{display:flex;align-items:center;gap:10px;color:#736c64;font-size:14px;margin:16px 0}.or:before,.or:after{content:"";flex:1;border-top:1px solid #e0ddd9}
input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #bbb5ae;border-radius:4px;font-size:16px;margin-bottom:12px}
.btn{width:100%;background:#0061fe;color:#fff;border:0;border-radius:4px;padding:12px;font-size:16px;font-weight:600;cursor:pointer}
.sm{font-size:13px;color:#736c64;margin-top:16px}.sm a{color:#0061fe}
.ctx{background:#f7f5f2;border-radius:6px;padding:12px;font-size:14px;margin-bottom:20px}
footer{text-align:center;font-size:12px;color:#736c64;margin:60px 0 20px}footer a{color:#736c64;margin:0 8px}
</style>
</head>
<body>
<div class="hd"><svg width="32" height="28" viewBox="0 0 43 40"><path fill="#0061fe" d="M12.5 0 0 8.1l8.6 6.9 12.6-7.8zM0 21.9l12.5 8.1 8.7-7.2-12.6-7.8zm21.2.9 8.7 7.2 12.5-8.1-8.6-6.9zm21.2-14.7L30 0l-8.8 7.2L33.8 15zM21.3 24.4l-8.8 7.2-3.8-2.4v2.7l12.6 7.6 12.6-7.6v-2.7L30 31.6z"/></svg><b>Dropbox</b></div>
<div class="m">
 <h1>Log in or sign up</h1>
 <div class="ctx">Log in to view <b>Q1-board-pack.pdf</b>, shared with you.</div>
 <a class="sso" href="https://www.dropbox.com/oauth2/google/start?cont=%2Fscl%2Ffi%2Fq8v2m1x7k0p">Continue with Google</a>
 <a class="sso" href="https://www.dropbox.com/oauth2/apple/start?cont=%2Fscl%2Ffi%2Fq8v2m1x7k0p">Continue with Apple</a>
 <div class="or">or</div>
 <form method="post" action="/ajax_login">
  <input type="hidden" name="t" value="Xn5YV2bKz0wq3rJfT8uC1pLm">
  <input type="email" name="login_email" placeholder="Email" autocomplete="username" required>
  <input type="password" name="login_password" placeholder="Password" autocomplete="current-password" required>
  <button class="btn">Continue</button>
 </form>
 <p class="sm"><a href="/forgot">Forgot your password?</a> · <a href="/sso">Log in with single sign-on</a></p>
</div>
<footer><a href="https://www.dropbox.com/privacy">Privacy</a><a href="https://www.dropbox.com/terms">Terms</a><a href="https://help.dropbox.com/">Help</a><span>© 2026 Dropbox</span></footer>
</body>
</html>
`,
  },
  {
    id: "f-clean-brand-adobe-ims-signin",
    label: "clean",
    kind: "brand-own-login",
    url: "https://auth.services.adobe.com/en_US/index.html?callback=https%3A%2F%2Fims-na1.adobelogin.com%2Fims%2Fadobeid%2Facrobat_web%2FAdobeID%2Ftoken&client_id=acrobat_web&scope=AdobeID%2Copenid&denied_callback=https%3A%2F%2Facrobat.adobe.com%2Fdenied&relay=7f41e2c9",
    body: `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Adobe ID</title>
<link rel="stylesheet" href="/en_US/static/css/susi-light.2c8e1a.css">
</head>
<body>
<div id="app" class="page">
 <main class="panel">
  <div class="logo"><svg width="26" height="23" viewBox="0 0 30 26" aria-label="Adobe"><path fill="#eb1000" d="M19 0h11v26zM11 0H0v26zM15 9.6 22 26h-4.6l-2.1-5.2H10z"/></svg></div>
  <h1>Sign in</h1>
  <p class="sub">New user? <a href="/en_US/deeplink.html#/signup">Create an account</a></p>
  <form id="EmailForm" method="post" action="/signin/v2/users/accounts">
   <label for="EmailPage-EmailField">Email address</label>
   <input id="EmailPage-EmailField" name="username" type="email" autocomplete="username" required>
   <button class="cta" type="submit">Continue</button>
  </form>
  <div class="div">Or</div>
  <a class="soc" href="/social/google?client_id=acrobat_web">Continue with Google</a>
  <a class="soc" href="/social/facebook?client_id=acrobat_web">Continue with Facebook</a>
  <a class="soc" href="/social/apple?client_id=acrobat_web">Continue with Apple</a>
  <p class="help"><a href="https://helpx.adobe.com/manage-account/kb/account-password-sign-help.html">Get help signing in</a></p>
 </main>
 <footer class="ft">© 2026 Adobe. All rights reserved. <a href="https://www.adobe.com/privacy.html">Privacy</a> <a href="https://www.adobe.com/legal/terms.html">Terms of Use</a> <a href="#" id="cookie-prefs">Cookie preferences</a></footer>
</div>
<script src="/en_US/static/js/susi.7d1b90.js" defer></script>
</body>
</html>
`,
    routes: {
      "auth.services.adobe.com/en_US/static/css/susi-light.2c8e1a.css": cssRoute(`body{margin:0;font-family:"adobe-clean",Source Sans Pro,-apple-system,Segoe UI,Roboto,sans-serif;background:#f5f5f5 linear-gradient(135deg,#fde7e6,#e8ecff);min-height:100vh;color:#2c2c2c}
.page{display:flex;flex-direction:column;align-items:center;padding-top:70px}
.panel{background:#fff;width:420px;border-radius:16px;padding:40px;box-sizing:border-box;box-shadow:0 4px 16px rgba(0,0,0,.12)}
h1{font-size:28px;margin:18px 0 4px}.sub{font-size:14px}.sub a,.help a{color:#1473e6}
label{display:block;font-size:12px;color:#6e6e6e;margin:22px 0 6px}
input{width:100%;box-sizing:border-box;border:0;border-bottom:2px solid #b3b3b3;padding:8px 0;font-size:16px;outline:0}
.cta{float:right;margin-top:24px;background:#1473e6;color:#fff;border:0;border-radius:16px;padding:8px 20px;font-weight:700;font-size:15px;cursor:pointer}
.div{clear:both;text-align:center;color:#6e6e6e;font-size:13px;padding-top:30px;margin-bottom:10px}
.soc{display:block;border:2px solid #b3b3b3;border-radius:20px;padding:8px;text-align:center;color:#2c2c2c;text-decoration:none;font-weight:700;font-size:14px;margin-bottom:10px}
.ft{font-size:11px;color:#6e6e6e;margin-top:30px}.ft a{color:#6e6e6e;margin-left:8px}
`),
      "auth.services.adobe.com/en_US/static/js/susi.7d1b90.js": jsRoute(`(function(){var f=document.getElementById('EmailForm');f.addEventListener('submit',function(e){e.preventDefault();var em=f.username.value;
var q=new URLSearchParams(location.search);fetch('/signin/v2/users/accounts',{method:'POST',headers:{'content-type':'application/json','x-ims-clientid':q.get('client_id')||''},body:JSON.stringify({username:em,usernameType:'EMAIL'})}).catch(function(){}).finally(function(){location.hash='#/password'})})})();
`),
      "auth.services.adobe.com/signin/v2/users/accounts": jsonRoute([{ type: 'individual', authenticationMethods: [{ id: 'password', url: '/signin/v2/authenticationstate' }] }]),
    },
  },
  {
    id: "f-clean-brand-zoom-signin-rtaid",
    label: "clean",
    kind: "brand-own-login",
    url: "https://zoom.us/signin?_x_zm_rtaid=Q2vH8uJxS9-m1Rk4pY0bZw.1739281122913.6a0f7c3e1b2d&_x_zm_rhtaid=418",
    body: `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign In | Zoom</title>
<style>
body{margin:0;font-family:"Almaden Sans",Lato,"Helvetica Neue",Arial,sans-serif;color:#0e0e12;background:#fff}
.h{height:64px;display:flex;align-items:center;padding:0 40px;border-bottom:1px solid #ededf4}
.zl{font:800 26px/1 Arial;color:#0b5cff;letter-spacing:-1px}
.h nav{margin-left:auto;font-size:14px}.h nav a{color:#0e0e12;margin-left:18px;text-decoration:none}
.w{display:flex;max-width:1000px;margin:50px auto;gap:60px;padding:0 20px}
.il{flex:1;border-radius:16px;background:linear-gradient(135deg,#e6efff,#f7f0ff);min-height:360px}
.f{width:380px}
h1{font-size:28px;margin:0 0 22px}
input{width:100%;box-sizing:border-box;padding:13px;border:1px solid #babacc;border-radius:10px;font-size:15px;margin-bottom:14px}
.n{width:100%;background:#0b5cff;color:#fff;border:0;border-radius:10px;padding:13px;font-size:15px;font-weight:600;cursor:pointer}
.sm{font-size:13px;color:#52525e}.sm a{color:#0b5cff}
.or{display:flex;align-items:center;gap:10px;color:#747487;font-size:12px;margin:20px 0}.or:before,.or:after{content:"";flex:1;border-top:1px solid #ededf4}
.soc{display:flex;gap:10px}.soc a{flex:1;border:1px solid #babacc;border-radius:10px;padding:10px 0;text-align:center;color:#0e0e12;text-decoration:none;font-size:13px}
.cb{position:fixed;bottom:0;left:0;right:0;background:#fff;box-shadow:0 -2px 10px rgba(0,0,0,.1);padding:16px 40px;font-size:13px;display:flex;gap:16px;align-items:center}
.cb button{border:1px solid #0b5cff;background:#0b5cff;color:#fff;border-radius:8px;padding:8px 16px}
</style>
</head>
<body>
<div class="h"><div class="zl">zoom</div><nav><a href="https://zoom.us/signup">Sign Up Free</a><a href="https://support.zoom.com/">Support</a></nav></div>
<div class="w">
 <div class="il"></div>
 <div class="f">
  <h1>Sign in</h1>
  <form method="post" action="/signin">
   <input type="email" name="email" placeholder="Email or phone" autocomplete="username">
   <input type="password" name="password" placeholder="Password" autocomplete="current-password">
   <button class="n">Sign In</button>
  </form>
  <p class="sm"><a href="https://zoom.us/forgot_password">Forgot password?</a> · <a href="https://zoom.us/signin#/login-with-sso">Sign in with SSO</a></p>
  <div class="or">or sign in with</div>
  <div class="soc"><a href="https://zoom.us/google_oauth_signin">Google</a><a href="https://zoom.us/facebook_oauth_signin">Facebook</a><a href="https://zoom.us/apple_oauth_signin">Apple</a><a href="https://zoom.us/microsoft_oauth_signin">Microsoft</a></div>
  <p class="sm">By signing in, I agree to the <a href="https://explore.zoom.us/en/privacy/">Zoom Privacy Statement</a> and <a href="https://explore.zoom.us/en/terms/">Terms of Service</a>.</p>
 </div>
</div>
<div class="cb" id="cb">By clicking "Accept Cookies", you agree Zoom may store cookies on your device in accordance with our Cookie Policy. <button onclick="document.getElementById('cb').remove()">Accept Cookies</button></div>
</body>
</html>
`,
  },
  {
    id: "f-clean-brand-steam-store-login",
    label: "clean",
    kind: "brand-own-login",
    url: "https://store.steampowered.com/login/?redir=app%2F2807960%2F&redir_ssl=1&snr=1_4_4__global-header",
    body: `<!DOCTYPE html>
<html class="responsive" lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign In</title>
<style>
body{margin:0;background:#1b2838 linear-gradient(180deg,#171a21 0,#1b2838 240px);color:#c6d4df;font-family:"Motiva Sans",Arial,Helvetica,sans-serif}
.gh{background:#171a21;height:104px;display:flex;align-items:center;padding:0 10%}
.gh b{font-size:28px;letter-spacing:6px;color:#fff}.gh nav{margin-left:60px}.gh nav a{color:#dcdedf;text-transform:uppercase;font-size:15px;margin-right:24px;text-decoration:none}
.lp{max-width:740px;margin:40px auto;padding:0 20px}
.lp h1{color:#fff;font-weight:400;font-size:32px;margin:0 0 20px}
.lb{display:flex;gap:40px;background:#181a21;border-radius:4px;padding:32px}
.cred{flex:1}
.cred label{font-size:12px;text-transform:uppercase;display:block;margin-bottom:6px}
.cred label.nm{color:#1999ff}
.cred input{width:100%;box-sizing:border-box;background:#32353c;border:1px solid #32353c;border-radius:2px;padding:10px;color:#fff;font-size:15px;margin-bottom:16px}
.cred button{width:100%;background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;border-radius:2px;color:#fff;font-size:16px;padding:12px;cursor:pointer}
.qr{width:200px;text-align:center}.qr label{color:#1999ff;font-size:12px;text-transform:uppercase}
.qr .code{width:180px;height:180px;background:#fff;margin:10px auto;border-radius:4px;display:grid;grid-template-columns:repeat(9,1fr)}
.qr .code i{background:#000;margin:2px}.qr .code i:nth-child(3n){background:#fff}.qr .code i:nth-child(7n){background:#fff}
.qr p{font-size:12px}
.help{font-size:13px;margin-top:16px}.help a{color:#dcdedf}
</style>
</head>
<body>
<div class="gh"><b>STEAM</b><nav><a href="https://store.steampowered.com/">Store</a><a href="https://steamcommunity.com/">Community</a><a href="https://help.steampowered.com/">Support</a></nav></div>
<div class="lp">
 <h1>Sign in</h1>
 <div class="lb">
  <div class="cred">
   <form method="post" action="https://login.steampowered.com/jwt/finalizelogin">
    <label class="nm">Sign in with account name</label><input name="account_name" autocomplete="username">
    <label>Password</label><input name="password" type="password" autocomplete="current-password">
    <label style="text-transform:none;display:flex;gap:6px"><input type="checkbox" name="remember" style="width:auto;margin:0" checked> Remember me</label>
    <button>Sign in</button>
   </form>
   <p class="help"><a href="https://help.steampowered.com/wizard/HelpWithLogin">Help, I can't sign in</a></p>
  </div>
  <div class="qr"><label>Or sign in with QR</label><div class="code" id="qr"></div><p>Use the Steam Mobile App to sign in via QR code</p></div>
 </div>
 <p class="help">Don't have a Steam account? <a href="https://store.steampowered.com/join/">Create a free account</a></p>
</div>
<script>var q=document.getElementById('qr');for(var i=0;i<81;i++)q.appendChild(document.createElement('i'));</script>
</body>
</html>
`,
  },
  {
    id: "f-clean-brand-okta-tenant-northpeak",
    label: "clean",
    kind: "brand-sso-tenant",
    url: "https://northpeak-energy.okta.com/login/login.htm?fromURI=%2Fapp%2FUserHome",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<title>NorthPeak Energy - Sign In</title>
<link rel="stylesheet" href="https://ok12static.oktacdn.com/assets/js/sdk/okta-signin-widget/7.28.2/css/okta-sign-in.min.css">
<style>
body{margin:0;background:#e9eef2;font-family:"Nunito Sans",-apple-system,"Segoe UI",Arial,sans-serif}
#okta-sign-in{width:400px;margin:90px auto;background:#fff;border:1px solid #ddd;border-radius:4px;box-shadow:0 2px 0 rgba(175,175,175,.12)}
.okta-sign-in-header{padding:30px 90px 20px;border-bottom:1px solid #ddd;text-align:center}
.np{font:800 22px Arial;color:#004d40}.np span{color:#f57c00}
.auth-content{padding:20px 42px 36px}
h2{font-size:15px;text-align:center;margin:10px 0 20px}
label{display:block;font-size:13px;font-weight:700;margin-bottom:6px}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;height:40px;border:1px solid #8c8c96;border-radius:3px;padding:0 10px;font-size:14px;margin-bottom:16px}
.button-primary{width:100%;height:42px;background:#1662dd;border:0;border-radius:3px;color:#fff;font-weight:700;font-size:14px;cursor:pointer}
.links{font-size:13px;margin-top:16px}.links a{color:#1662dd;display:block;margin-bottom:6px}
.footer{font-size:11px;color:#666;text-align:center;padding:10px}
</style>
</head>
<body>
<div id="okta-sign-in" class="auth-container main-container">
 <div class="okta-sign-in-header auth-header"><div class="np">North<span>Peak</span> Energy</div></div>
 <div class="auth-content">
  <form method="post" action="/api/v1/authn" id="form19">
   <h2>Sign In</h2>
   <label for="okta-signin-username">Username</label><input type="text" id="okta-signin-username" name="username" autocomplete="username">
   <label for="okta-signin-password">Password</label><input type="password" id="okta-signin-password" name="password" autocomplete="current-password">
   <label style="font-weight:400"><input type="checkbox" name="remember"> Remember me</label>
   <input class="button-primary" type="submit" value="Sign In" id="okta-signin-submit" style="margin-top:14px">
  </form>
  <div class="links"><a href="/signin/forgot-password">Forgot password?</a><a href="https://it.northpeak-energy.com/help/okta-verify">Help</a></div>
 </div>
</div>
<div class="footer">Powered by Okta · <a href="https://www.okta.com/privacy-policy/">Privacy Policy</a></div>
</body>
</html>
`,
    routes: {
      "ok12static.oktacdn.com/assets/js/sdk/okta-signin-widget/7.28.2/css/okta-sign-in.min.css": cssRoute('#okta-sign-in .o-form-fieldset{margin-bottom:16px}'),
    },
  },
  {
    id: "f-clean-webmail-owa-brannock",
    label: "clean",
    kind: "company-owa",
    url: "https://mail.brannock-engineering.com/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.brannock-engineering.com%2fowa%2f",
    body: `<!DOCTYPE HTML>
<html dir="ltr" class="mouse">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=10">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0">
<meta name="Robots" content="NOINDEX, NOFOLLOW">
<title>Outlook</title>
<link rel="stylesheet" href="/owa/auth/15.2.1544/themes/resources/logon.css">
<script>
function clkLgn(){var f=document.forms[0];if(f.username.value.indexOf('@')<0&&f.username.value.indexOf('\\\\')<0){f.username.value='BRANNOCK\\\\'+f.username.value}f.submit()}
function onldFrm(){document.getElementById('username').focus()}
</script>
</head>
<body class="signInBg" onload="onldFrm()">
<noscript><div id="dvErr"><table cellpadding="0" cellspacing="0"><tr><td>To use Outlook, browser settings must allow scripts to run.</td></tr></table></div></noscript>
<form action="/owa/auth.owa" method="POST" name="logonForm" autocomplete="off">
<input type="hidden" name="destination" value="https://mail.brannock-engineering.com/owa/">
<input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
<div id="mainLogonDiv" class="mouse">
 <div class="sidebar"><div class="owaLogoContainer"><div class="owaLogo">Outlook</div></div></div>
 <div class="logonContainer">
  <div id="lgnDiv" class="logonDiv">
   <div class="signInImageHeader">Brannock Engineering GmbH</div>
   <div class="signInInputLabel">Domain\\user name:</div>
   <div><input id="username" name="username" type="text" class="signInInputText" placeholder="Domain\\user name" role="textbox"></div>
   <div class="signInInputLabel">Password:</div>
   <div><input id="password" name="password" type="password" class="signInInputText" placeholder="Password" onkeyup="if(event.keyCode==13)clkLgn()"></div>
   <div class="signInCheckBoxText"><input id="chkPrvt" type="checkbox" name="trusted" value="4" checked> This is a private computer</div>
   <div class="signInEnter"><div onclick="clkLgn()" class="signinbutton" role="button" tabindex="0">sign in</div></div>
   <div class="disclaimer">Authorised use only. Access to this system is logged. For help contact the Brannock IT Service Desk on +49 711 98 44 0 – 200.</div>
  </div>
 </div>
</div>
</form>
</body>
</html>
`,
    routes: {
      "mail.brannock-engineering.com/owa/auth/15.2.1544/themes/resources/logon.css": cssRoute(`body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",Tahoma,Arial,sans-serif;background:#fff}#mainLogonDiv{display:flex;min-height:100vh}.sidebar{width:33%;background:#0072c6}.owaLogo{color:#fff;font-size:42px;font-weight:300;padding:50px}.logonContainer{padding:80px 60px}.signInImageHeader{font-size:28px;color:#333;margin-bottom:30px;font-weight:300}.signInInputLabel{font-size:14px;color:#333;margin:12px 0 4px}.signInInputText{width:300px;padding:6px;border:1px solid #ababab;font-size:14px}.signInCheckBoxText{font-size:13px;margin:14px 0}.signinbutton{display:inline-block;color:#0072c6;font-size:24px;cursor:pointer;font-weight:300}.disclaimer{font-size:12px;color:#666;margin-top:40px;max-width:340px}
`),
    },
  },
  {
    id: "f-clean-oauth-github-authorize-ledgerline",
    label: "clean",
    kind: "oauth-consent-provider",
    url: "https://github.com/login/oauth/authorize?client_id=Iv23liQ7xkP3mW9aZ2fB&redirect_uri=https%3A%2F%2Fapp.ledgerline.io%2Fintegrations%2Fgithub%2Fcallback&scope=read%3Auser%20repo%3Astatus&state=6f0c2e91a4",
    body: `<!DOCTYPE html>
<html lang="en" data-color-mode="auto">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Authorize application</title>
<style>
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif;background:#f6f8fa;color:#1f2328;font-size:14px}
.hd{text-align:center;padding:32px 0 16px}
.ic{display:flex;justify-content:center;align-items:center;gap:18px}
.av{width:60px;height:60px;border-radius:50%;display:flex;align-items:center;justify-content:center}
.dots{letter-spacing:4px;color:#8c959f;font-size:20px}
h1{font-size:24px;font-weight:300;margin:18px 0 0}
.box{max-width:520px;margin:16px auto;background:#fff;border:1px solid #d0d7de;border-radius:6px}
.row{display:flex;gap:12px;padding:16px;border-bottom:1px solid #d8dee4}.row:last-child{border-bottom:0}
.row b{display:block;margin-bottom:2px}.muted{color:#656d76}
.act{display:flex;gap:8px;padding:16px}
.btn{flex:1;text-align:center;padding:6px 16px;border-radius:6px;border:1px solid rgba(31,35,40,.15);background:#f6f8fa;font-weight:500;font-size:14px;cursor:pointer;color:#1f2328;text-decoration:none;line-height:20px}
.btn-primary{background:#1f883d;color:#fff;border-color:rgba(31,35,40,.15)}
.ft{max-width:520px;margin:0 auto;color:#656d76;font-size:12px;text-align:center;line-height:1.6}
</style>
</head>
<body>
<div class="hd">
 <div class="ic"><div class="av" style="background:#4f46e5"><svg width="30" height="30" viewBox="0 0 28 28"><path d="M8 7v14h12" stroke="#fff" stroke-width="3" fill="none"/></svg></div><span class="dots">•••</span><div class="av" style="background:#fff;border:1px solid #d0d7de"><svg height="36" viewBox="0 0 16 16" width="36"><path fill="#1f2328" d="M8 0c4.42 0 8 3.58 8 8a8.013 8.013 0 0 1-5.45 7.59c-.4.08-.55-.17-.55-.38 0-.27.01-1.13.01-2.2 0-.75-.25-1.23-.54-1.48 1.78-.2 3.65-.88 3.65-3.95 0-.88-.31-1.59-.82-2.15.08-.2.36-1.02-.08-2.12 0 0-.67-.22-2.2.82-.64-.18-1.32-.27-2-.27-.68 0-1.36.09-2 .27-1.53-1.03-2.2-.82-2.2-.82-.44 1.1-.16 1.92-.08 2.12-.51.56-.82 1.28-.82 2.15 0 3.06 1.86 3.75 3.64 3.95-.23.2-.44.55-.51 1.07-.46.21-1.61.55-2.33-.66-.15-.24-.6-.83-1.23-.82-.67.01-.27.38.01.53.34.19.73.9.82 1.13.16.45.68 1.31 2.69.94 0 .67.01 1.3.01 1.49 0 .21-.15.45-.55.38A7.995 7.995 0 0 1 0 8c0-4.42 3.58-8 8-8Z"/></svg></div></div>
 <h1>Authorize Ledgerline</h1>
</div>
<div class="box">
 <div class="row"><div><b>Ledgerline</b> by <a href="https://github.com/ledgerline">ledgerline</a><div class="muted">wants to access your <b>m-okafor</b> account</div></div></div>
 <div class="row"><div><b>Personal user data</b><div class="muted">Profile information (read-only)</div></div></div>
 <div class="row"><div><b>Repositories</b><div class="muted">Commit statuses (read and write)</div></div></div>
 <form class="act" method="post" action="/login/oauth/authorize">
  <input type="hidden" name="authenticity_token" value="Zm9vYmFyYmF6cXV4MTIz">
  <input type="hidden" name="client_id" value="Iv23liQ7xkP3mW9aZ2fB"><input type="hidden" name="state" value="6f0c2e91a4">
  <a class="btn" href="https://app.ledgerline.io/integrations/github/callback?error=access_denied&amp;state=6f0c2e91a4">Cancel</a>
  <button class="btn btn-primary" name="authorize" value="1">Authorize ledgerline</button>
 </form>
</div>
<p class="ft">Authorizing will redirect to<br><b>https://app.ledgerline.io</b><br>Not owned or operated by GitHub · Created 2 years ago · More than 1K GitHub users</p>
</body>
</html>
`,
  },
  {
    id: "f-clean-oauth-google-consent-launchpad",
    label: "clean",
    kind: "oauth-consent-provider",
    url: "https://accounts.google.com/signin/oauth/consent?authuser=0&part=AJi8hAMx7Qk2_FvHn0pLd&as=S-1843092211%3A1739281433218754&client_id=551230982217-hcusdlaunchpad.apps.googleusercontent.com&rapt=AEjHL4N",
    body: `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8"><meta name="viewport" content="initial-scale=1, maximum-scale=5, width=device-width">
<title>Sign in - Google Accounts</title>
<style>
body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f0f4f9;color:#1f1f1f}
.c{max-width:1040px;margin:60px auto;background:#fff;border-radius:28px;padding:36px 40px;display:flex;gap:40px}
.l{flex:1}.r{flex:1.2}
.g{display:flex;gap:2px;font:500 24px Arial;margin-bottom:20px}
h1{font-size:36px;font-weight:400;margin:0 0 14px}
.chip{display:inline-flex;align-items:center;gap:8px;border:1px solid #747775;border-radius:16px;padding:4px 12px 4px 4px;font-size:14px}
.chip i{width:20px;height:20px;border-radius:50%;background:#8e24aa;display:inline-block}
.r p{font-size:14px;line-height:1.5;color:#444746}
.sc{border:1px solid #c4c7c5;border-radius:8px;margin:14px 0}
.sc div{padding:12px 14px;border-bottom:1px solid #e3e3e3;font-size:14px}.sc div:last-child{border-bottom:0}
.act{display:flex;justify-content:flex-end;gap:12px;margin-top:20px}
.act button{border:0;border-radius:20px;padding:10px 24px;font-size:14px;font-weight:500;cursor:pointer}
.cn{background:transparent;color:#0b57d0}.ok{background:#0b57d0;color:#fff}
.ft{max-width:1040px;margin:10px auto;font-size:12px;color:#444746;display:flex;gap:20px;justify-content:flex-end}
</style>
</head>
<body>
<div class="c">
 <div class="l">
  <div class="g"><span style="color:#4285f4">G</span><span style="color:#ea4335">o</span><span style="color:#fbbc05">o</span><span style="color:#4285f4">g</span><span style="color:#34a853">l</span><span style="color:#ea4335">e</span></div>
  <h1>Hillcrest LaunchPad wants access to your Google Account</h1>
  <span class="chip"><i></i>j.alvarez@students.hillcrestusd.org</span>
 </div>
 <div class="r">
  <p>This will allow <b>Hillcrest LaunchPad</b> to:</p>
  <div class="sc"><div>See your primary Google Account email address</div><div>See your personal info, including any personal info you've made publicly available</div><div>See your Google Classroom class rosters</div></div>
  <p><b>Make sure you trust Hillcrest LaunchPad</b><br>You may be sharing sensitive info with this site or app. Learn about how Hillcrest LaunchPad will handle your data by reviewing its privacy policy. You can always see or remove access in your <a href="https://myaccount.google.com/connections">Google Account</a>.</p>
  <div class="act"><form method="post" action="/signin/oauth/consent/deny"><button class="cn">Cancel</button></form><form method="post" action="/signin/oauth/consent/approve"><input type="hidden" name="part" value="AJi8hAMx7Qk2_FvHn0pLd"><button class="ok">Allow</button></form></div>
 </div>
</div>
<div class="ft"><span>English (United States)</span><a href="https://support.google.com/accounts">Help</a><a href="https://policies.google.com/privacy">Privacy</a><a href="https://policies.google.com/terms">Terms</a></div>
</body>
</html>
`,
  },
  {
    id: "f-clean-sso-keycloak-gdanskbud-pl",
    label: "clean",
    kind: "company-sso",
    url: "https://sso.gdanskbud.pl/realms/pracownicy/protocol/openid-connect/auth?client_id=intranet&redirect_uri=https%3A%2F%2Fintranet.gdanskbud.pl%2F&response_type=code&scope=openid&state=9b2f1e&nonce=44aa01",
    body: `<!DOCTYPE html>
<html class="login-pf" lang="pl">
<head>
<meta charset="utf-8"><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Logowanie do Gdańskbud – pracownicy</title>
<link href="/resources/k9x2q/login/gdanskbud/css/login.css" rel="stylesheet">
</head>
<body>
<div class="login-pf-page">
 <div id="kc-header"><div id="kc-header-wrapper"><span class="dzwig"></span>GDAŃSKBUD <small>Portal pracownika</small></div></div>
 <div class="card-pf">
  <header><h1 id="kc-page-title">Zaloguj się do swojego konta</h1></header>
  <div id="kc-content">
   <form id="kc-form-login" action="https://sso.gdanskbud.pl/realms/pracownicy/login-actions/authenticate?session_code=pX0a9Rk&amp;execution=7c3e1d&amp;client_id=intranet&amp;tab_id=Qm2k" method="post">
    <div class="form-group"><label for="username">Nazwa użytkownika lub e-mail</label><input tabindex="1" id="username" name="username" type="text" autofocus autocomplete="username"></div>
    <div class="form-group"><label for="password">Hasło</label><input tabindex="2" id="password" name="password" type="password" autocomplete="current-password"></div>
    <div class="opts"><label><input tabindex="3" id="rememberMe" name="rememberMe" type="checkbox"> Zapamiętaj mnie</label><a tabindex="5" href="/realms/pracownicy/login-actions/reset-credentials?client_id=intranet">Nie pamiętasz hasła?</a></div>
    <input type="hidden" id="id-hidden-input" name="credentialId">
    <input tabindex="4" class="btn" name="login" id="kc-login" type="submit" value="Zaloguj się">
   </form>
   <p class="info">Po zalogowaniu zostaniesz poproszony o kod z aplikacji uwierzytelniającej (FreeOTP / Google Authenticator). Problemy z logowaniem: Dział IT, wew. 300, it@gdanskbud.pl</p>
  </div>
 </div>
</div>
</body>
</html>
`,
    routes: {
      "sso.gdanskbud.pl/resources/k9x2q/login/gdanskbud/css/login.css": cssRoute(`body{margin:0;background:#1e3a5f linear-gradient(160deg,#1e3a5f,#0f1f33);font-family:"Red Hat Text","Overpass",Arial,sans-serif;color:#151515}#kc-header{color:#fff;text-align:center;padding:50px 0 30px;font-size:28px;letter-spacing:3px;font-weight:700}#kc-header small{display:block;font-size:13px;letter-spacing:1px;font-weight:400;opacity:.8}.dzwig{display:inline-block;width:30px;height:30px;border-top:4px solid #f0b429;border-left:4px solid #f0b429;margin-right:10px;vertical-align:middle}.card-pf{max-width:440px;margin:0 auto;background:#fff;padding:34px;border-top:4px solid #f0b429}h1{font-size:22px;font-weight:400;margin:0 0 20px;text-align:center}.form-group{margin-bottom:16px}.form-group label{display:block;font-size:14px;margin-bottom:6px}.form-group input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #bbb;border-bottom-color:#8a8d90;font-size:15px}.opts{display:flex;justify-content:space-between;font-size:13px;margin-bottom:18px}.opts a{color:#0066cc}.btn{width:100%;background:#0066cc;color:#fff;border:0;padding:10px;font-size:15px;cursor:pointer}.info{font-size:12px;color:#555;margin-top:18px}
`),
    },
  },
];
