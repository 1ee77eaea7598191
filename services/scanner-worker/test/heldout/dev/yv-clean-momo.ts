import { type Entry } from '../entry.js';
import { CSS, LOGO, cookieBar, doc, gtag, jsR } from '../parts/yv-kit.js';

const orgPortal = doc({
  title: 'M-PESA Org Portal',
  css: `${CSS.reset}body{background:#eef2ee}.f{max-width:420px;margin:80px auto;background:#fff;padding:30px;border-top:5px solid #4caf50}${CSS.field}.b{width:100%;background:#4caf50;color:#fff;border:0;padding:12px;margin-top:18px}.v{display:flex;gap:8px}`,
  body: `<form class="f" method="post" action="/orglogin/auth">${LOGO.mpesa}<h2>M-PESA Organization Portal</h2>
<label>Organization short code</label><input name="shortCode"><label>Username</label><input name="username"><label>Password</label><input name="password" type="password">
<label>Verification code</label><div class="v"><input name="verificationCode" style="flex:1"><img alt="verification code" width="110" height="40" src="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='110' height='40'><rect width='110' height='40' fill='%23eee'/><text x='16' y='27' font-size='20' font-family='monospace'>8QW3X</text></svg>"></div>
<button class="b">Log in</button><p style="font-size:12px;color:#777">Use of this system is restricted to authorised Safaricom business customers. Access is logged.</p></form>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-mpesa-org-portal-login', label: 'clean', kind: 'momo-login-own-domain', url: 'https://org.ke.m-pesa.com/mpesaorg/b2c/orgLogin.action', body: orgPortal },
];
