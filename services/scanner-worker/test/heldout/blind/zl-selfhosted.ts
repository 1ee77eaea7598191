import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute, pngRoute, fileRoute, zip } from '../parts/e-bin.js';
import { shell } from '../parts/zl-kit.js';

// Customers' self-hosted webmail, file-sharing and control-panel logins.

export const entries: Entry[] = [
{
  id: 'zl-clean-nextcloud-login-nl',
  label: 'clean',
  kind: 'selfhosted-files',
  url: 'https://cloud.architectenbureau-lindeboom.nl/login',
  body: `<!DOCTYPE html><html class="ng-csp" data-placeholder-focus="false" lang="nl" data-locale="nl"><head data-requesttoken="Zm9vYmFyYmF6cXV4"><meta charset="utf-8"><title>Inloggen – Lindeboom Cloud</title><meta name="apple-itunes-app" content="app-id=1125420102"><meta name="theme-color" content="#0082c9">
<style>body{margin:0;min-height:100vh;background:#0082c9 linear-gradient(40deg,#0082c9 0%,#30b6ff 100%);font-family:"Nunito",-apple-system,Arial,sans-serif;color:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center}
.logo{width:175px;height:80px;background:rgba(255,255,255,.25);border-radius:8px;margin-bottom:20px;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:20px}
.login-box{background:rgba(255,255,255,.95);color:#222;border-radius:12px;padding:24px;width:300px}input{width:100%;padding:10px;margin:6px 0 12px;border:2px solid #ddd;border-radius:8px;box-sizing:border-box}
.primary{width:100%;padding:10px;background:#0082c9;border:0;color:#fff;border-radius:20px;font-size:15px}footer{margin-top:20px;font-size:13px}</style></head>
<body id="body-login"><div class="wrapper"><div class="v-align"><header><div class="logo">Lindeboom</div></header>
<main><div class="login-box"><h2 style="margin-top:0;font-size:20px">Log in bij Lindeboom Cloud</h2><form method="post" name="login" action="/login"><input type="text" name="user" id="user" placeholder="Accountnaam of e-mail" autocomplete="username" required><input type="password" name="password" id="password" placeholder="Wachtwoord" autocomplete="current-password" required>
<input type="hidden" name="timezone_offset" value="1"><input type="hidden" name="requesttoken" value="Zm9vYmFyYmF6cXV4"><button type="submit" class="primary">Inloggen</button></form><p style="text-align:center"><a href="/lostpassword" style="color:#0082c9">Wachtwoord vergeten?</a></p></div></main></div></div>
<footer><p class="info"><a href="https://nextcloud.com" target="_blank" rel="noreferrer noopener" style="color:#fff">Lindeboom Cloud</a> – een veilige plek voor al uw bestanden</p></footer></body></html>`,
},
{
  id: 'zl-clean-nextcloud-public-share-pdf',
  label: 'clean',
  kind: 'selfhosted-files',
  url: 'https://cloud.architectenbureau-lindeboom.nl/s/Xk3pQ9rT2aLmB7c',
  body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Bouwtekeningen_Dorpsstraat12_v4.pdf – Lindeboom Cloud</title><meta name="robots" content="noindex, nofollow">
<style>body{margin:0;font-family:Nunito,Arial;background:#fff}#header{background:#0082c9;color:#fff;padding:10px 20px;display:flex;justify-content:space-between;align-items:center}.dl{background:#fff;color:#0082c9;padding:8px 16px;border-radius:20px;text-decoration:none;font-weight:700}
.c{text-align:center;padding:60px 20px}.ic{width:96px;height:120px;margin:auto;background:#e9322d;color:#fff;font-weight:700;line-height:120px;border-radius:6px}</style></head>
<body id="body-public"><div id="header"><span><b>Lindeboom Cloud</b> · Bouwtekeningen_Dorpsstraat12_v4.pdf<br><small>Gedeeld door J. Lindeboom</small></span><a class="dl" href="/s/Xk3pQ9rT2aLmB7c/download">Downloaden (2,4 MB)</a></div>
<div class="c"><div class="ic">PDF</div><h2>Bouwtekeningen_Dorpsstraat12_v4.pdf</h2><p>Gewijzigd 24 november 2026 · Verloopt op 24 december 2026</p></div></body></html>`,
  routes: {
    'cloud.architectenbureau-lindeboom.nl/s/Xk3pQ9rT2aLmB7c/download': fileRoute('%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 1190 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'application/pdf', 'Bouwtekeningen_Dorpsstraat12_v4.pdf'),
  },
},
{
  id: 'zl-clean-plesk-login-hoster',
  label: 'clean',
  kind: 'control-panel',
  url: 'https://panel.alpenweb-hosting.de/login_up.php?success_redirect_url=%2Fsmb%2F',
  body: `<!DOCTYPE html><html lang="de-DE"><head><meta charset="utf-8"><title>Plesk Obsidian 18.0.65</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;background:#263238;font-family:"Open Sans",Arial,sans-serif;display:flex;min-height:100vh;align-items:center;justify-content:center}.login-page{background:#fff;width:380px;padding:32px;border-radius:2px}
.brand{font-size:26px;font-weight:700;color:#263238;margin-bottom:24px}.brand span{color:#53bce6}input,select{width:100%;padding:9px;border:1px solid #b5b5b5;margin:4px 0 14px}.btn{width:100%;background:#28aade;color:#fff;border:0;padding:10px;font-size:15px}.f{font-size:12px;color:#888;text-align:center;margin-top:20px}</style></head>
<body><div class="login-page"><div class="brand">plesk<span>.</span> <small style="font-size:12px;color:#777">Alpenweb Hosting</small></div>
<form method="post" action="/login_up.php"><input type="hidden" name="forgery_protection_token" value="a8f2c91b7e6d4"><label>Benutzername</label><input name="login_name" autocomplete="username"><label>Passwort</label><input type="password" name="passwd" autocomplete="current-password">
<label>Oberflächensprache</label><select name="locale_id"><option>Standard</option><option>Deutsch</option><option>English</option><option>Français</option><option>Nederlands</option></select><button class="btn">Anmelden</button></form>
<p class="f"><a href="/get_password.php">Passwort vergessen?</a> · © 1999-2026 WebPros International GmbH</p></div></body></html>`,
},
{
  id: 'zl-clean-cpanel-style-webmail-chooser-es',
  label: 'clean',
  kind: 'selfhosted-webmail',
  url: 'https://correo.inmobiliaria-costa-azahar.es/',
  body: shell({ lang: 'es', title: 'Correo web – Inmobiliaria Costa Azahar', brand: 'Inmobiliaria Costa Azahar', nav: [],
    body: `<div class="card" style="max-width:440px;margin:30px auto"><h1 style="font-size:22px">Acceso al correo corporativo</h1><form method="post" action="/login/?login_only=1"><label>Dirección de correo electrónico</label><input name="user" type="email" placeholder="nombre@inmobiliaria-costa-azahar.es"><label>Contraseña</label><input name="pass" type="password">
<button class="btn">Iniciar sesión</button></form><p class="muted">Este servidor de correo está gestionado por el departamento de sistemas. Para restablecer la contraseña, contacte con soporte interno (ext. 204). Nunca le pediremos la contraseña por teléfono ni por correo.</p></div>`,
    footer: 'Inmobiliaria Costa Azahar S.L. · Castellón de la Plana' }),
},
{
  id: 'zl-clean-phpmyadmin-login-customer',
  label: 'clean',
  kind: 'control-panel',
  url: 'https://pma.alpenweb-hosting.de/index.php?route=/',
  body: `<!DOCTYPE HTML><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta name="robots" content="noindex,nofollow,notranslate"><meta name="google" content="notranslate"><title>phpMyAdmin</title>
<style>body{font-family:sans-serif;background:#fff;font-size:14px;color:#444}.container{max-width:420px;margin:40px auto;text-align:center}.logo{font-size:32px;font-weight:700;color:#6c78af}.logo span{color:#f89c0e}fieldset{border:1px solid #aaa;border-radius:4px;background:#eee;text-align:left;padding:16px;margin-top:20px}
legend{background:#fff;border:1px solid #aaa;border-radius:2px;padding:2px 6px}label{display:inline-block;width:110px}input,select{padding:4px;margin:6px 0;width:220px}.btn{background:#ddd;border:1px solid #aaa;padding:4px 12px}</style></head>
<body class="loginform"><div class="container"><div class="logo">php<span>My</span>Admin</div><h1 style="font-size:18px">Welcome to phpMyAdmin</h1>
<form method="post" id="login_form" action="index.php?route=/" name="login_form" autocomplete="off"><fieldset><legend>Language</legend><select name="lang"><option value="de">Deutsch - German</option><option value="en" selected>English</option><option value="fr">Français - French</option></select></fieldset>
<fieldset><legend>Log in</legend><div><label for="input_username">Username:</label><input type="text" name="pma_username" id="input_username" autocomplete="username"></div><div><label for="input_password">Password:</label><input type="password" name="pma_password" id="input_password" autocomplete="current-password"></div>
<div><label for="select_server">Server Choice:</label><select name="server" id="select_server"><option value="1">db-muc-03.alpenweb.internal</option><option value="2">db-muc-04.alpenweb.internal</option></select></div></fieldset>
<fieldset style="text-align:right"><input type="hidden" name="route" value="/"><input type="hidden" name="token" value="3e5f2a7c1b4d6e8f"><input class="btn" value="Log in" type="submit" id="input_go"></fieldset></form>
<p style="font-size:12px;color:#888">Provided by Alpenweb Hosting for customer databases. Use the credentials from your Kundencenter → Datenbanken.</p></div></body></html>`,
},
];
