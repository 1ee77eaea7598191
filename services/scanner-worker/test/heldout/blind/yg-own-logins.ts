import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-own-posteid-idp-spid',
  label: 'clean',
  kind: 'identity-own-domain',
  url: 'https://posteid.poste.it/jod-securelogin-schema/login?ReqID=' + hex('own-pid', 24),
  body: doc({
    lang: 'it',
    title: 'PosteID abilitato a SPID',
    css: cardCss('#0047bb', '#f2f4f8', "'Titillium Web', Arial, sans-serif") + `.top{background:#ffcc00;border:0}.top b{color:#0047bb;font-size:21px}.sp{display:flex;gap:10px;align-items:center;font-size:13px;color:#555;margin-bottom:14px}.qr{border:1px dashed #b9c4d6;border-radius:6px;padding:12px;font-size:13px;margin-top:18px;display:flex;gap:12px;align-items:center}.qr i{width:70px;height:70px;background:repeating-linear-gradient(45deg,#222 0 4px,#fff 4px 8px);display:block}`,
    body: `<div class="top"><b>PosteID</b><nav><a href="https://posteid.poste.it/help.shtml">Assistenza</a></nav></div>
<div class="wrap"><div class="card">
<div class="sp"><b style="background:#0066cc;color:#fff;padding:2px 6px;border-radius:3px">SPID</b> Stai accedendo a: <b>INPS - Istituto Nazionale Previdenza Sociale</b></div>
<h1>Entra con PosteID</h1>
<form method="post" action="/jod-securelogin-schema/v4/xauth" autocomplete="on">
<input type="hidden" name="ReqID" value="${hex('own-pid', 24)}">
<label for="username">Nome utente (email)</label><input type="email" id="username" name="username" autocomplete="username" required>
<label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password" required>
<button class="btn" type="submit">Entra con SPID</button></form>
<p class="muted" style="margin-top:12px"><a href="https://posteid.poste.it/recupero-credenziali">Hai dimenticato nome utente o password?</a></p>
<div class="qr"><i></i><div>Oppure inquadra il codice QR con l'<b>app PosteID</b> sul tuo smartphone e autorizza l'accesso.</div></div>
<p class="muted" style="margin-top:16px">Il fornitore del servizio richiede: nome, cognome, codice fiscale, email. Livello di sicurezza: SPID 2.</p>
</div></div>
<div class="foot">Poste Italiane S.p.A. – Patrimonio BancoPosta · Partita IVA 01114601006 <a href="https://www.poste.it/privacy-policy.html">Privacy</a></div>`,
  }),
},
{
  id: 'yg-own-digid-inloggen',
  label: 'clean',
  kind: 'identity-own-domain',
  url: 'https://digid.nl/inloggen?return=https%3A%2F%2Fmijn.belastingdienst.nl',
  body: doc({
    lang: 'nl',
    title: 'DigiD | Inloggen',
    css: `body{margin:0;font-family:RijksoverheidSans,Verdana,Arial,sans-serif;background:#fff;color:#000}
.lg{display:flex;justify-content:center}.lg div{background:#154273;width:44px;height:80px}.lg span{padding:20px 10px;font-size:14px}
.bar{background:#e17000;height:6px}main{max-width:640px;margin:28px auto;padding:0 16px}
.opt{border:1px solid #ccc;padding:18px;margin:14px 0}.opt h2{margin-top:0;font-size:20px}
label{display:block;font-weight:bold;margin:14px 0 6px}input{width:100%;padding:9px;border:1px solid #8c8c8c;font-size:16px;box-sizing:border-box}
.btn{background:#e17000;color:#fff;border:0;padding:10px 22px;font-size:16px;margin-top:16px;display:inline-block;text-decoration:none}
.info{font-size:14px;color:#333;background:#f3f3f3;padding:10px}`,
    body: `<div class="lg"><div></div><span>DigiD</span></div><div class="bar"></div>
<main><h1>Inloggen bij Mijn Belastingdienst</h1>
<div class="opt"><h2>Met de DigiD app</h2><p>Log makkelijk en veilig in met de DigiD app.</p><a class="btn" href="/inloggen/app">Inloggen met de DigiD app</a></div>
<div class="opt"><h2>Met gebruikersnaam en wachtwoord</h2>
<form method="post" action="/inloggen_basis"><input type="hidden" name="authenticity_token" value="${hex('digid-own', 44)}">
<label for="authentication_digid_username">Gebruikersnaam</label><input id="authentication_digid_username" name="authentication[digid_username]" autocomplete="username">
<label for="authentication_wachtwoord">Wachtwoord</label><input id="authentication_wachtwoord" name="authentication[wachtwoord]" type="password" autocomplete="current-password">
<button class="btn" type="submit">Volgende</button></form>
<p><a href="/wachtwoord_vergeten">Wachtwoord vergeten?</a> · <a href="/gebruikersnaam_vergeten">Gebruikersnaam vergeten?</a></p></div>
<p class="info">DigiD vraagt nooit om uw bankgegevens of pincode. Twijfelt u? Bel de DigiD helpdesk: 088 - 1236 555.</p>
<p><a href="/aanvragen">Nog geen DigiD? Vraag hem aan</a></p></main>`,
  }),
},
{
  id: 'yg-own-itsme-login-telefoon',
  label: 'clean',
  kind: 'identity-own-domain',
  url: 'https://idp.prd.itsme.services/v2/authorization?client_id=kbcbank&response_type=code&scope=openid+profile',
  body: doc({
    lang: 'nl-BE',
    title: 'itsme®',
    css: `body{margin:0;background:#f6f6f6;font-family:Montserrat,Arial,sans-serif;color:#1a1a1a}
.box{background:#fff;max-width:420px;margin:50px auto;border-radius:12px;padding:34px 30px;box-shadow:0 2px 14px rgba(0,0,0,.08);text-align:center}
.brand{font-weight:800;font-size:28px;color:#ff4612}.sp{font-size:14px;color:#555;margin-top:8px}
.ph{display:flex;gap:8px;margin-top:22px}.ph select{width:100px;padding:12px;border:1px solid #ccc;border-radius:8px}.ph input{flex:1;padding:12px;border:1px solid #ccc;border-radius:8px;font-size:16px}
button{width:100%;margin-top:18px;padding:14px;border:0;border-radius:28px;background:#ff4612;color:#fff;font-size:16px;font-weight:700}
.sm{font-size:12px;color:#888;margin-top:16px}`,
    body: `<div class="box"><div class="brand">itsme<sup>®</sup></div><p class="sp">KBC Bank vraagt je om je te identificeren.</p>
<form method="post" action="/v2/authorization/phone"><div class="ph"><select name="cc"><option>+32</option><option>+31</option><option>+352</option></select><input name="phone" type="tel" placeholder="Je gsm-nummer" autocomplete="tel-national" required></div>
<button>Verstuur</button></form>
<p class="sm">Open daarna de itsme-app en bevestig met je itsme-code. Je voert je itsme-code nooit in op een website.</p>
<p class="sm"><a href="https://www.itsme-id.com/nl-BE/help">Hulp nodig?</a> · <a href="https://www.itsme-id.com/nl-BE/legal/privacy-policy">Privacy</a></p></div>`,
  }),
},
{
  id: 'yg-own-inps-myinps-accesso',
  label: 'clean',
  kind: 'government-own-domain',
  url: 'https://servizi2.inps.it/servizi/areariservata/login?url=%2Fmyinps',
  body: doc({
    lang: 'it',
    title: 'MyINPS - Accedi ai servizi',
    css: `body{margin:0;font-family:'Titillium Web',Arial,sans-serif;background:#f5f7fb;color:#1a1a1a}.h{background:#0066cc;color:#fff;padding:14px 24px;font-weight:700;font-size:22px}.c{max-width:520px;margin:28px auto;background:#fff;padding:26px;border-radius:6px;box-shadow:0 1px 6px rgba(0,0,0,.08)}.b{display:block;width:100%;margin:10px 0;padding:12px;border:2px solid #0066cc;border-radius:4px;background:#fff;color:#0066cc;font-weight:700;font-size:15px;text-align:center;text-decoration:none}.b.p{background:#0066cc;color:#fff}.n{font-size:13px;color:#5c6f82;margin-top:16px}`,
    body: `<div class="h">INPS</div><div class="c"><h2>Accedi a MyINPS</h2><p>Per accedere ai servizi online dell'Istituto utilizza una delle seguenti credenziali:</p>
<a class="b p" href="https://servizi2.inps.it/servizi/areariservata/spid">Entra con SPID</a><a class="b" href="https://servizi2.inps.it/servizi/areariservata/cie">Entra con CIE</a><a class="b" href="https://servizi2.inps.it/servizi/areariservata/cns">Entra con CNS</a><a class="b" href="https://servizi2.inps.it/servizi/areariservata/eidas">Login with eIDAS</a>
<p class="n">L'INPS non chiede mai dati di carte di pagamento o IBAN tramite link inviati via SMS o email. Le prestazioni vengono richieste solo dal portale istituzionale.</p></div>`,
  }),
},
{
  id: 'yg-own-aruba-webmail-login',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://webmail.aruba.it/login',
  body: doc({
    lang: 'it',
    title: 'Webmail Aruba',
    css: `body{margin:0;font-family:'Open Sans',Arial,sans-serif;background:#f2f2f2}.h{background:#fff;padding:14px 30px;border-bottom:3px solid #f37021;font-weight:800;color:#f37021;font-size:24px}.b{max-width:400px;margin:50px auto;background:#fff;padding:30px;box-shadow:0 2px 6px rgba(0,0,0,.1)}input{width:100%;padding:11px;border:1px solid #ccc;box-sizing:border-box;margin:6px 0 14px}button{background:#f37021;border:0;color:#fff;padding:12px 30px;font-weight:700;width:100%}.l{font-size:13px;margin-top:14px}`,
    body: `<div class="h">aruba.it</div><div class="b"><h2>Webmail</h2>
<form method="post" action="/login" id="wl"><label>Indirizzo email</label><input name="username" type="email" autocomplete="username" required><label>Password</label><input type="password" name="password" autocomplete="current-password" required>
<label style="font-size:13px"><input type="checkbox" name="remember" style="width:auto"> Ricordami</label><button>Accedi</button></form>
<p class="l"><a href="https://guide.hosting.aruba.it/email/recupero-password">Password dimenticata?</a> · Sei un utente PEC? <a href="https://webmail.pec.it/">Vai alla Webmail PEC</a></p></div>
${cookieBar('Utilizziamo cookie tecnici e, previo consenso, cookie di profilazione.', 'Accetta')}`,
  }),
},
{
  id: 'yg-own-company-sso-logistiek-nl',
  label: 'clean',
  kind: 'company-login',
  url: 'https://sso.vandenbosch-logistiek.nl/adfs/ls/?client-request-id=' + hex('vdb-cr', 32) + '&wa=wsignin1.0',
  body: doc({
    lang: 'nl',
    title: 'Aanmelden - Van den Bosch Logistiek',
    css: `body{margin:0;font-family:'Segoe UI',Arial,sans-serif;background:#2d4b6e;min-height:100vh}
#c{width:400px;margin:90px auto;background:#fff;padding:40px}
#c h1{font-size:22px;font-weight:600;margin:0 0 18px}
.lg{font-weight:700;color:#2d4b6e;font-size:18px;margin-bottom:20px}
input{width:100%;padding:8px;border:1px solid #999;margin:4px 0 14px;box-sizing:border-box;font-size:15px}
#submitButton{background:#2d4b6e;color:#fff;border:0;padding:9px 24px;font-size:15px}
.hint{font-size:13px;color:#555;margin-top:20px}`,
    body: `<div id="c"><div class="lg">Van den Bosch Logistiek</div><h1>Aanmelden</h1>
<form method="post" id="loginForm" action="/adfs/ls/?client-request-id=${hex('vdb-cr', 32)}&wa=wsignin1.0"><input id="userNameInput" name="UserName" type="email" placeholder="voorbeeld@vandenbosch-logistiek.nl" autocomplete="username"><input id="passwordInput" name="Password" type="password" placeholder="Wachtwoord" autocomplete="current-password"><input type="hidden" name="AuthMethod" value="FormsAuthentication">
<span id="submitButton" role="button" tabindex="0" onclick="document.getElementById('loginForm').submit()">Aanmelden</span></form>
<p class="hint">Gebruik uw netwerkaccount (Microsoft 365). Problemen? Servicedesk ICT: toestel 4400 of servicedesk@vandenbosch-logistiek.nl</p></div>`,
  }),
},
{
  id: 'yg-own-universita-webmail-roundcube',
  label: 'clean',
  kind: 'webmail-own-domain',
  url: 'https://webmail.studenti.unipd.it/?_task=login',
  body: doc({
    lang: 'it',
    title: 'Università degli Studi di Padova :: Webmail Studenti',
    css: `body{margin:0;background:#f4f4f4;font-family:'Open Sans',Arial,sans-serif;font-size:14px}
#login-form{width:380px;margin:110px auto;background:#fff;border:1px solid #ddd;border-radius:4px;padding:30px 34px}
#logo{text-align:center;color:#9b0014;font-weight:700;font-size:18px;margin-bottom:18px}
table{width:100%}td.title{width:90px;color:#555}input{width:100%;padding:8px;border:1px solid #bbb;border-radius:3px;box-sizing:border-box}
.mainaction{display:block;margin:18px auto 0;background:#9b0014;border:0;color:#fff;padding:9px 30px;border-radius:3px;font-weight:600}
.ft{text-align:center;color:#888;font-size:12px;margin-top:14px}`,
    body: `<div id="login-form"><div id="logo">Università degli Studi di Padova<br><small style="color:#666;font-weight:400">Posta elettronica studenti</small></div>
<form name="form" method="post" action="./?_task=login"><input type="hidden" name="_token" value="${hex('unipd-tok', 32)}"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login">
<table><tr><td class="title"><label for="rcmloginuser">Utente</label></td><td><input name="_user" id="rcmloginuser" placeholder="nome.cognome@studenti.unipd.it" autocomplete="username"></td></tr><tr><td class="title"><label for="rcmloginpwd">Password</label></td><td><input name="_pass" id="rcmloginpwd" type="password" autocomplete="current-password"></td></tr></table>
<button type="submit" class="mainaction">Accedi</button></form>
<div class="ft">Usa le credenziali di Ateneo (SSO). Assistenza: <a href="https://www.unipd.it/helpdesk">helpdesk</a></div></div>`,
  }),
},
];
