import type { Entry } from '../entry.js';
import { doc, analytics, beacon, logo, html, js, jsonRoute, redirectRoute, footer } from '../parts/zm-kit.js';

// Benign: brands' and companies' own login pages, on their own domains.

export const entries: Entry[] = [
  {
  id: 'zm-clean-login-github-own',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://github.com/login?return_to=%2Fsettings%2Ftokens',
  body: doc({
    title: 'Sign in to GitHub · GitHub',
    css: `body{background:#f6f8fa}.c{width:340px;margin:40px auto}.f{background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:20px}input{width:100%;padding:5px 12px;height:32px;border:1px solid #d0d7de;border-radius:6px;margin:6px 0 14px}button{width:100%;background:#1f883d;color:#fff;border:0;border-radius:6px;padding:6px}`,
    body: `<div class="c"><h1 style="font-weight:300;text-align:center;font-size:24px">Sign in to GitHub</h1><div class="f"><form action="/session" method="post"><input type="hidden" name="authenticity_token" value="k2Yf8Vq0mZ1w4nB3c5dE7fG9hJ1kL3mN5pQ7rS9tU1v"><label>Username or email address</label><input name="login" autocomplete="username"><label>Password <a href="/password_reset" style="float:right;font-size:12px">Forgot password?</a></label><input type="password" name="password"><button>Sign in</button></form>
<p style="text-align:center;font-size:13px">or</p><button style="background:#f6f8fa;color:#24292f;border:1px solid #d0d7de">Sign in with a passkey</button></div><p style="text-align:center;border:1px solid #d0d7de;padding:16px;border-radius:6px">New to GitHub? <a href="/signup">Create an account</a></p></div>
<p style="text-align:center;font-size:12px;color:#57606a">Terms Privacy Docs Contact GitHub Support Manage cookies Do not share my personal information</p>`,
  }),
},
  {
  id: 'zm-clean-login-intranet-nordwind-de',
  label: 'clean',
  kind: 'company-own-login',
  url: 'https://portal.nordwind-logistik.de/auth/realms/mitarbeiter/protocol/openid-connect/auth?client_id=intranet&response_type=code',
  body: doc({
    lang: 'de',
    title: 'Anmeldung bei Nordwind Mitarbeiterportal',
    css: `body{background:#e9eef2}.k{max-width:420px;margin:80px auto;background:#fff;padding:32px;border-top:4px solid #004e8a}input{width:100%;padding:10px;margin:6px 0 14px;border:1px solid #bbb}button{background:#004e8a;color:#fff;border:0;padding:11px;width:100%}`,
    body: `<div class="k"><h2>Nordwind Logistik GmbH</h2><p>Mitarbeiterportal – bitte melden Sie sich mit Ihrem Windows-Benutzerkonto an.</p><form action="/auth/realms/mitarbeiter/login-actions/authenticate?session_code=Jb0q&execution=8a1c" method="post"><label>Benutzername oder E-Mail</label><input name="username"><label>Passwort</label><input type="password" name="password"><label><input type="checkbox" style="width:auto"> Angemeldet bleiben</label><button>Anmelden</button></form><p style="font-size:12px">Passwort vergessen? Wenden Sie sich an den IT-Servicedesk, Durchwahl -4400. Die IT wird Sie <b>niemals</b> per E-Mail nach Ihrem Passwort fragen.</p></div>
<p style="text-align:center;font-size:11px;color:#777">Impressum · Datenschutz · Keycloak</p>`,
  }),
},
  {
  id: 'zm-clean-login-webmail-stadtwerke',
  label: 'clean',
  kind: 'company-own-login',
  url: 'https://mail.swb-auental.de/?_task=login',
  body: doc({
    lang: 'de',
    title: 'Stadtwerke Auental Webmail :: Willkommen bei Stadtwerke Auental Webmail',
    css: `body{background:#eef1f3}#l{width:360px;margin:110px auto;background:#fff;padding:28px;border-radius:4px}input{width:100%;padding:9px;margin:5px 0 12px;border:1px solid #bbb}button{width:100%;background:#37beff;color:#fff;border:0;padding:10px}`,
    body: `<div id="l"><h2>Webmail</h2><form method="post" action="/?_task=login"><input type="hidden" name="_token" value="Wq81pRZ0d"><input type="hidden" name="_action" value="login"><label>Benutzername</label><input name="_user"><label>Passwort</label><input type="password" name="_pass"><button>Anmelden</button></form><p style="font-size:11px;color:#888">Stadtwerke Auental GmbH · Roundcube Webmail</p></div>`,
  }),
},
  {
  id: 'zm-clean-login-binance-own',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://accounts.binance.com/en/login?loginChannel=&return_to=',
  body: doc({
    title: 'Log In | Binance',
    css: `body{background:#fff}.c{max-width:420px;margin:60px auto;border:1px solid #eaecef;border-radius:24px;padding:40px}input{width:100%;padding:12px;border:1px solid #eaecef;border-radius:8px;margin:8px 0}button{width:100%;padding:12px;background:#fcd535;border:0;border-radius:8px;font-weight:600}`,
    body: `<div class="c"><div style="color:#f0b90b;font-weight:700">BINANCE</div><h2>Log in</h2><form><label>Email/Phone number</label><input name="username" placeholder="Email/Phone (without country code)"><button type="button">Next</button></form><p style="text-align:center">or</p><button style="background:#fff;border:1px solid #eaecef">Continue with Passkey</button><button style="background:#fff;border:1px solid #eaecef;margin-top:8px">Continue with Google</button><p style="text-align:center"><a href="#">Create a Binance Account</a></p></div>`,
  }),
},
  {
  id: 'zm-clean-login-instagram-own',
  label: 'clean',
  kind: 'brand-own-login',
  url: 'https://www.instagram.com/accounts/login/?next=%2Freels%2F&source=desktop_nav',
  body: doc({
    title: 'Login • Instagram',
    css: `body{background:#fafafa}.c{max-width:350px;margin:50px auto;background:#fff;border:1px solid #dbdbdb;padding:30px;text-align:center}input{width:100%;padding:9px;background:#fafafa;border:1px solid #dbdbdb;margin:3px 0}button{width:100%;background:#0095f6;color:#fff;border:0;border-radius:8px;padding:7px;margin-top:8px}`,
    body: `<div class="c"><div style="font-family:cursive;font-size:36px">Instagram</div><form id="loginForm"><input name="username" aria-label="Phone number, username, or email" placeholder="Phone number, username, or email"><input name="password" type="password" placeholder="Password"><button type="submit">Log in</button></form><p>OR</p><a href="#">Log in with Facebook</a><p style="font-size:12px"><a href="#">Forgot password?</a></p></div><div class="c">Don't have an account? <a href="#">Sign up</a></div>
<p style="text-align:center;font-size:12px;color:#8e8e8e">Meta · About · Blog · Jobs · Help · API · Privacy · Terms · © 2026 Instagram from Meta</p>`,
  }),
},
];
